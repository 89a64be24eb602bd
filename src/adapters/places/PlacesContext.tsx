import { createContext, useContext, type ReactNode } from 'react';
import type { PlacesAdapter } from './types';

const PlacesContext = createContext<PlacesAdapter | undefined>(undefined);

/** Puts another place search (the fake one) under everything below, for stories that render whole templates. */
export function PlacesProvider({ places, children }: { places: PlacesAdapter; children: ReactNode }) {
  return <PlacesContext.Provider value={places}>{children}</PlacesContext.Provider>;
}

export function usePlacesOverride(): PlacesAdapter | undefined {
  return useContext(PlacesContext);
}
