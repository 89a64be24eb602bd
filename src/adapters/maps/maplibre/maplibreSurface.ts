import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { prefersReducedMotion, type MapSurface } from '../sdkMapAdapter';
import type { LatLng, RouteKind } from '../types';
import { installRouteLayers, updateRouteLayer } from './routeLayers';

interface Dependencies {
  map: MaplibreMap;
  container: HTMLElement;
  maxZoom: number;
  createMarker: (element: HTMLElement) => Marker;
  onDestroy: () => void;
}

/** What maplibre draws for the shared adapter core (sdkMapAdapter.ts): route line layers, HTML markers, the camera. */
export function createMaplibreSurface({ map, container, maxZoom, createMarker, onDestroy }: Dependencies): MapSurface {
  const routes: Record<RouteKind, LatLng[] | null> = { onward: null, return: null, travelled: null };
  // A style load (the first one, or the offline fallback replacing a failed style) drops custom layers.
  map.on('style.load', () => installRouteLayers(map, routes));
  return {
    container,
    addMarker(element, position) {
      const marker = createMarker(element).setLngLat([position.lng, position.lat]).addTo(map);
      return {
        setPosition: (next) => marker.setLngLat([next.lng, next.lat]),
        remove: () => marker.remove(),
      };
    },
    drawRoute(kind, path) {
      routes[kind] = path;
      updateRouteLayer(map, kind, path);
    },
    fitBounds(bounds, padding) {
      map.fitBounds(
        [
          [bounds.west, bounds.south],
          [bounds.east, bounds.north],
        ],
        { padding, maxZoom, animate: !prefersReducedMotion() },
      );
    },
    centerOn: (point, zoom) => map.easeTo({ center: [point.lng, point.lat], zoom, animate: !prefersReducedMotion() }),
    resize: () => map.resize(),
    destroy() {
      map.remove();
      onDestroy();
    },
  };
}
