import { createContext, useContext, type ReactNode } from 'react';
import type { MapAdapter, MapOptions, MapProviderName } from './types';

export type MapLoader = (provider: MapProviderName, options: MapOptions) => Promise<MapAdapter>;

const MapLoaderContext = createContext<MapLoader | undefined>(undefined);

/**
 * Puts another map loader (the fake adapter) under every MapView below, for stories that render whole templates:
 * no WebGL and no tiles, so a screenshot shows the same thing every time.
 */
export function MapLoaderProvider({ loader, children }: { loader: MapLoader; children: ReactNode }) {
  return <MapLoaderContext.Provider value={loader}>{children}</MapLoaderContext.Provider>;
}

export function useMapLoaderOverride(): MapLoader | undefined {
  return useContext(MapLoaderContext);
}
