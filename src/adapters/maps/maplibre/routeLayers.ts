import type { Map as MaplibreMap } from 'maplibre-gl';
import { ROUTE_CASING_COLOUR, ROUTE_COLOURS } from '../constants';
import { isValidLatLng, toLngLatPair } from '../geometry';
import type { LatLng, RouteKind } from '../types';

export const routeSourceId = (kind: RouteKind) => `route-${kind}`;
export const routeLineLayerId = (kind: RouteKind) => `route-${kind}-line`;
const routeCasingLayerId = (kind: RouteKind) => `route-${kind}-casing`;

/** Return first so the onward line is drawn on top where the two overlap; the driven path over both. */
const drawingOrder: RouteKind[] = ['return', 'onward', 'travelled'];

interface RouteFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: Record<string, never>;
    geometry: { type: 'LineString'; coordinates: [number, number][] };
  }[];
}

export function routeFeatureCollection(path: readonly LatLng[] | null): RouteFeatureCollection {
  const coordinates = (path ?? []).filter(isValidLatLng).map(toLngLatPair);
  if (coordinates.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }],
  };
}

/** Adds both route sources and their layers; call after every style load, since a new style drops them. */
export function installRouteLayers(map: MaplibreMap, paths: Record<RouteKind, LatLng[] | null>): void {
  for (const kind of drawingOrder) {
    if (map.getSource(routeSourceId(kind))) continue;
    map.addSource(routeSourceId(kind), { type: 'geojson', data: routeFeatureCollection(paths[kind]) });
    const layout = { 'line-join': 'round', 'line-cap': 'round' } as const;
    map.addLayer({
      id: routeCasingLayerId(kind),
      type: 'line',
      source: routeSourceId(kind),
      layout,
      paint: { 'line-color': ROUTE_CASING_COLOUR, 'line-width': 9, 'line-opacity': 0.9 },
    });
    map.addLayer({
      id: routeLineLayerId(kind),
      type: 'line',
      source: routeSourceId(kind),
      layout,
      paint: { 'line-color': ROUTE_COLOURS[kind], 'line-width': 5 },
    });
  }
}

export function updateRouteLayer(map: MaplibreMap, kind: RouteKind, path: LatLng[] | null): void {
  const source = map.getSource(routeSourceId(kind));
  if (source && 'setData' in source && typeof source.setData === 'function') {
    source.setData(routeFeatureCollection(path));
  }
}
