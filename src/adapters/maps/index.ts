/** The maps adapter's public surface. Nothing here imports a map SDK; providers load through `import()`. */
export type * from './types';
export { ROUTE_COLOURS, MAP_MAX_ZOOM, DEFAULT_MAP_CENTER } from './constants';
export { loadMapAdapter, resolveMapProvider } from './loadMapAdapter';
export { MapView, type MapViewProps } from './MapView';
export { MapLoaderProvider, type MapLoader } from './MapLoaderContext';
