/// <reference types="google.maps" />
import { DEFAULT_ZOOM, MAP_MAX_ZOOM, ROUTE_CASING_COLOUR, ROUTE_COLOURS } from '../constants';
import { createSdkHost, createSdkMapAdapter, removeSdkHost, type MapSurface } from '../sdkMapAdapter';
import type { LatLng, MapAdapter, MapOptions, RouteKind } from '../types';
import { configureGoogleMaps, importGoogleLibrary, onGoogleAuthFailure } from '@/adapters/sdk';

/** Return under onward under the driven path, as in the maplibre style. */
const routeZIndex: Record<RouteKind, number> = { return: 1, onward: 2, travelled: 3 };

/**
 * Advanced markers need a map id; Google's documented demo id works without one of the operator's own. An operator
 * with a styled map sets its id here through the key field's `key|mapId` form (docs/maps.md).
 */
const DEMO_MAP_ID = 'DEMO_MAP_ID';

export function parseGoogleKey(setting: string): { apiKey: string; mapId: string } {
  const [apiKey, mapId] = setting.split('|').map((part) => part.trim());
  return { apiKey, mapId: mapId || DEMO_MAP_ID };
}

/** Loaded only through `import()`; rejects when the Maps JavaScript API cannot load, so the caller falls back. */
export async function createGoogleAdapter(options: MapOptions): Promise<MapAdapter> {
  const { apiKey, mapId } = parseGoogleKey(options.apiKey ?? '');
  if (!apiKey) throw new Error('Google maps need an API key');
  configureGoogleMaps(apiKey);
  const [{ Map, Polyline }, { AdvancedMarkerElement }, { event }] = await Promise.all([
    importGoogleLibrary('maps'),
    importGoogleLibrary('marker'),
    importGoogleLibrary('core'),
  ]);

  const maxZoom = Math.min(options.maxZoom ?? MAP_MAX_ZOOM, MAP_MAX_ZOOM);
  const host = createSdkHost(options.container, options.ariaLabel);
  const map = new Map(host, {
    center: options.center,
    zoom: Math.min(options.zoom ?? DEFAULT_ZOOM, maxZoom),
    maxZoom,
    mapId,
    clickableIcons: false,
    streetViewControl: false,
  });
  const lines: Partial<Record<RouteKind, google.maps.Polyline[]>> = {};
  const stopListening = onGoogleAuthFailure(() => options.onProviderFailure?.(new Error('Google refused the key')));

  const surface: MapSurface = {
    container: options.container,
    addMarker(element, position) {
      // No title: the content element already carries the marker's one accessible name (role img and its label).
      const marker = new AdvancedMarkerElement({ map, position, content: element });
      return {
        setPosition: (next: LatLng) => {
          marker.position = next;
        },
        remove: () => {
          marker.map = null;
        },
      };
    },
    drawRoute(kind, path) {
      for (const line of lines[kind] ?? []) line.setMap(null);
      lines[kind] = path
        ? [
            { strokeColor: ROUTE_CASING_COLOUR, strokeWeight: 9, strokeOpacity: 0.9 },
            { strokeColor: ROUTE_COLOURS[kind], strokeWeight: 5, strokeOpacity: 1 },
          ].map(
            (stroke, layer) =>
              new Polyline({ map, path, zIndex: routeZIndex[kind] * 2 + layer, clickable: false, ...stroke }),
          )
        : undefined;
    },
    fitBounds: (bounds, padding) => map.fitBounds(bounds, padding),
    centerOn(point, zoom) {
      map.setCenter(point);
      map.setZoom(zoom);
    },
    // The Maps JavaScript API follows its container's size by itself.
    resize: () => undefined,
    destroy() {
      stopListening();
      for (const kind of Object.keys(lines) as RouteKind[]) surface.drawRoute(kind, null);
      event.clearInstanceListeners(map);
      removeSdkHost(options.container, host);
    },
  };
  return createSdkMapAdapter(surface, { maxZoom });
}
