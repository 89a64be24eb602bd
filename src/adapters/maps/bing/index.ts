/// <reference types="bingmaps" />
import { DEFAULT_ZOOM, MAP_MAX_ZOOM, ROUTE_CASING_COLOUR, ROUTE_COLOURS } from '../constants';
import { createSdkHost, createSdkMapAdapter, removeSdkHost, type MapSurface } from '../sdkMapAdapter';
import type { LatLng, MapAdapter, MapOptions, RouteKind } from '../types';
import { loadBingMaps } from '@/adapters/sdk';

/** Return under onward under the driven path, as in the maplibre style. */
const drawingOrder: RouteKind[] = ['return', 'onward', 'travelled'];

/**
 * Loaded only through `import()`; rejects when the V8 control cannot load, so the caller falls back to maplibre.
 * V8 pushpins are drawn on a canvas, where a screen reader cannot name them, so markers are the same HTML
 * elements as elsewhere, placed by a CustomOverlay (the documented way to put HTML on a V8 map).
 */
export async function createBingAdapter(options: MapOptions): Promise<MapAdapter> {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) throw new Error('Bing maps need an API key');
  const maps = await loadBingMaps(apiKey);

  const maxZoom = Math.min(options.maxZoom ?? MAP_MAX_ZOOM, MAP_MAX_ZOOM);
  const host = createSdkHost(options.container, options.ariaLabel);
  const map = new maps.Map(host, {
    credentials: apiKey,
    center: new maps.Location(options.center.lat, options.center.lng),
    zoom: Math.min(options.zoom ?? DEFAULT_ZOOM, maxZoom),
    maxZoom,
    disableStreetside: true,
  });

  const routeLayers = Object.fromEntries(
    drawingOrder.map((kind, order) => {
      const layer = new maps.Layer(`route-${kind}`);
      layer.setZIndex(order + 1);
      map.layers.insert(layer);
      return [kind, layer];
    }),
  ) as Record<RouteKind, Microsoft.Maps.Layer>;

  const markerRoot = document.createElement('div');
  const placed = new Map<HTMLElement, LatLng>();
  const positionMarker = (element: HTMLElement) => {
    const at = placed.get(element);
    if (!at) return;
    const pixel = map.tryLocationToPixel(new maps.Location(at.lat, at.lng), maps.PixelReference.control);
    if (!pixel || Array.isArray(pixel)) return;
    element.style.left = `${pixel.x}px`;
    element.style.top = `${pixel.y}px`;
  };
  let viewHandler: Microsoft.Maps.IHandlerId | undefined;
  const overlay = new maps.CustomOverlay({ beneathLabels: false });
  overlay.onAdd = () => overlay.setHtmlElement(markerRoot);
  overlay.onLoad = () => {
    viewHandler = maps.Events.addHandler(map, 'viewchange', () =>
      placed.forEach((_, element) => positionMarker(element)),
    );
    placed.forEach((_, element) => positionMarker(element));
  };
  overlay.onRemove = () => {
    if (viewHandler) maps.Events.removeHandler(viewHandler);
  };
  map.layers.insert(overlay);

  const surface: MapSurface = {
    container: options.container,
    addMarker(element, position) {
      element.style.position = 'absolute';
      element.style.transform = 'translate(-50%, -50%)';
      markerRoot.append(element);
      placed.set(element, position);
      positionMarker(element);
      return {
        setPosition(next) {
          placed.set(element, next);
          positionMarker(element);
        },
        remove() {
          placed.delete(element);
          element.remove();
        },
      };
    },
    drawRoute(kind, path) {
      const layer = routeLayers[kind];
      layer.clear();
      if (!path) return;
      const locations = path.map((point) => new maps.Location(point.lat, point.lng));
      layer.add([
        new maps.Polyline(locations, { strokeColor: ROUTE_CASING_COLOUR, strokeThickness: 9 }),
        new maps.Polyline(locations, { strokeColor: ROUTE_COLOURS[kind], strokeThickness: 5 }),
      ]);
    },
    fitBounds(bounds, padding) {
      map.setView({
        bounds: maps.LocationRect.fromEdges(bounds.north, bounds.west, bounds.south, bounds.east),
        padding,
      });
    },
    centerOn: (point, zoom) => map.setView({ center: new maps.Location(point.lat, point.lng), zoom }),
    // The V8 control follows its container's size by itself.
    resize: () => undefined,
    destroy() {
      map.dispose();
      removeSdkHost(options.container, host);
    },
  };
  return createSdkMapAdapter(surface, { maxZoom });
}
