import 'maplibre-gl/dist/maplibre-gl.css';
import { DEFAULT_ZOOM, MAP_MAX_ZOOM } from '../constants';
import type { MapAdapter, MapOptions } from '../types';
import { buildOfflineStyle } from './offlineStyle';
import { createSdkMapAdapter } from '../sdkMapAdapter';
import { createMaplibreSurface } from './maplibreSurface';

/** How long a configured style may take before we give up on it and draw the offline style. */
const STYLE_LOAD_TIMEOUT_MS = 8000;

let workerUrlSet = false;

/** Loaded only through `import()` (see ../index.ts), so maplibre and its CSS stay out of the initial bundle. */
export async function createMaplibreAdapter(
  options: MapOptions,
  /** For the browser harness's contract probe, which looks at the map's own layers. */
  hooks: { onMap?: (map: import('maplibre-gl').Map) => void } = {},
): Promise<MapAdapter> {
  const maplibre = await import('maplibre-gl');
  if (!workerUrlSet) {
    // maplibre 6 cannot find its worker once bundled; the bundler emits this file and rewrites the URL.
    maplibre.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);
    workerUrlSet = true;
  }

  const { container, center, ariaLabel } = options;
  // Configuration may carry an empty string for "no style".
  const styleUrl = options.styleUrl?.trim() || undefined;
  const maxZoom = Math.min(options.maxZoom ?? MAP_MAX_ZOOM, MAP_MAX_ZOOM);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', ariaLabel);

  const map = new maplibre.Map({
    container,
    style: styleUrl ?? buildOfflineStyle(),
    center: [center.lng, center.lat],
    zoom: Math.min(options.zoom ?? DEFAULT_ZOOM, maxZoom),
    maxZoom,
    // maplibre makes its canvas a second region; give it a distinct name so the two landmarks are not confused.
    locale: { 'Map.Title': `${ariaLabel} (interactive)` },
  });

  if (styleUrl) fallBackToOfflineStyleOnFailure(map);
  hooks.onMap?.(map);

  const surface = createMaplibreSurface({
    map,
    container,
    maxZoom,
    createMarker: (element) => new maplibre.Marker({ element, anchor: 'center' }),
    onDestroy: () => {
      container.removeAttribute('role');
      container.removeAttribute('aria-label');
    },
  });
  return createSdkMapAdapter(surface, { maxZoom });
}

function fallBackToOfflineStyleOnFailure(map: import('maplibre-gl').Map): void {
  let styleSettled = false;
  const useOfflineStyle = () => {
    if (styleSettled) return;
    styleSettled = true;
    window.clearTimeout(timeout);
    map.setStyle(buildOfflineStyle(), { diff: false });
  };
  const timeout = window.setTimeout(useOfflineStyle, STYLE_LOAD_TIMEOUT_MS);
  map.once('style.load', () => {
    styleSettled = true;
    window.clearTimeout(timeout);
  });
  // Before the style loads, any error is the style document itself (or its sprite) failing; later ones are tiles.
  map.on('error', () => {
    if (!styleSettled) useOfflineStyle();
  });
  map.once('remove', () => window.clearTimeout(timeout));
}
