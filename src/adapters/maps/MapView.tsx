import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_MAP_CENTER } from './constants';
import { loadMapAdapter } from './loadMapAdapter';
import { MapPlaceholder } from './MapPlaceholder';
import { useMapLoaderOverride } from './MapLoaderContext';
import type { LatLng, MapAdapter, MapMarker, MapOptions, MapProviderName } from './types';

export interface MapViewProps {
  provider?: MapProviderName;
  /** Initial centre; later changes are ignored (use fitToContent or the adapter). */
  center?: LatLng;
  zoom?: number;
  route?: LatLng[] | null;
  returnRoute?: LatLng[] | null;
  /** The path a tracked vehicle has driven so far, drawn over the route. Not fitted to: it lies on the route. */
  travelledRoute?: LatLng[] | null;
  markers?: MapMarker[];
  /** The live vehicle position; each change glides the vehicle marker there. */
  vehicle?: LatLng | null;
  vehicleLabel?: string;
  ariaLabel: string;
  /** Any CSS height or Chakra size token; the placeholder has the same height, so nothing shifts when the map arrives. */
  height?: string | number;
  /** Refit the view whenever the route or markers change. */
  fitToContent?: boolean;
  styleUrl?: string;
  apiKey?: string;
  /** Replaces the real loader, e.g. with the fake adapter in stories and tests (or a MapLoaderProvider above). */
  loadAdapter?: (provider: MapProviderName, options: MapOptions) => Promise<MapAdapter>;
  /** Gives the caller the adapter, e.g. to call resize() after a dialog closes. */
  onAdapterReady?: (adapter: MapAdapter) => void;
}

const noMarkers: MapMarker[] = [];

/**
 * True once the element has come into view and the browser has had an idle moment. The map engine is the
 * heaviest script of the app: loading it only when seen keeps it off the first load (and off phones whose
 * map sits below the fold), and waiting for idle lets the page become interactive first.
 */
function useWhenVisibleAndIdle(ref: React.RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || ready) return;
    const whenIdle = (run: () => void) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1);
    if (typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          whenIdle(() => setReady(true));
        }
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ready]);
  return ready;
}

/** Client-only map: renders a neutral box on the server and until the lazily loaded adapter is ready. */
export function MapView({
  provider = 'maplibre',
  center = DEFAULT_MAP_CENTER,
  zoom,
  route = null,
  returnRoute = null,
  travelledRoute = null,
  markers = noMarkers,
  vehicle = null,
  vehicleLabel = 'Vehicle',
  ariaLabel,
  height = '320px',
  fitToContent = true,
  styleUrl,
  apiKey,
  loadAdapter,
  onAdapterReady,
}: MapViewProps) {
  const loaderOverride = useMapLoaderOverride();
  const containerRef = useRef<HTMLDivElement>(null);
  const [adapter, setAdapter] = useState<MapAdapter>();
  const [failed, setFailed] = useState(false);
  // Only the first centre, zoom and callbacks matter; keeping them in refs stops them from reloading the map.
  const initial = useRef({
    center,
    zoom,
    loadAdapter: loadAdapter ?? loaderOverride ?? loadMapAdapter,
    onAdapterReady,
    ariaLabel,
  });
  const wanted = useWhenVisibleAndIdle(containerRef);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !wanted) return;
    let cancelled = false;
    let loaded: MapAdapter | undefined;
    const { center: initialCenter, zoom: initialZoom, loadAdapter: load, onAdapterReady: onReady } = initial.current;
    load(provider, {
      container,
      center: initialCenter,
      zoom: initialZoom,
      styleUrl,
      apiKey,
      ariaLabel: initial.current.ariaLabel,
    })
      .then((created) => {
        if (cancelled) return created.destroy();
        loaded = created;
        setAdapter(created);
        onReady?.(created);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('The map could not be shown.', error);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      loaded?.destroy();
      setAdapter(undefined);
    };
  }, [provider, styleUrl, apiKey, wanted]);

  // Props arrive as fresh arrays on every render; effects depend on their content so that unrelated renders
  // neither redraw nor refit the map. Each effect reads its value back from the key.
  const routeKey = JSON.stringify(route);
  const returnRouteKey = JSON.stringify(returnRoute);
  const travelledKey = JSON.stringify(travelledRoute);
  const markersKey = JSON.stringify(markers);
  const vehicleKey = JSON.stringify(vehicle);
  const hasVehicle = vehicle !== null;
  const latestVehicle = useRef({ vehicle, vehicleLabel });
  const drewTravelled = useRef(false);
  useEffect(() => {
    latestVehicle.current = { vehicle, vehicleLabel };
  });

  useEffect(() => {
    adapter?.setRoute('onward', JSON.parse(routeKey) as LatLng[] | null);
  }, [adapter, routeKey]);

  useEffect(() => {
    adapter?.setRoute('return', JSON.parse(returnRouteKey) as LatLng[] | null);
  }, [adapter, returnRouteKey]);

  useEffect(() => {
    // A map that never had a driven path is not asked to clear one (stories and tests count the calls).
    if (adapter && (travelledKey !== 'null' || drewTravelled.current)) {
      drewTravelled.current = true;
      adapter.setRoute('travelled', JSON.parse(travelledKey) as LatLng[] | null);
    }
  }, [adapter, travelledKey]);

  useEffect(() => {
    if (!adapter) return;
    // The vehicle rides along so that a marker change keeps it; its moves are animated by the next effect.
    const { vehicle: position, vehicleLabel: label } = latestVehicle.current;
    const vehicleMarker: MapMarker[] = position ? [{ kind: 'vehicle', label, position }] : [];
    adapter.setMarkers([...(JSON.parse(markersKey) as MapMarker[]), ...vehicleMarker]);
  }, [adapter, markersKey, hasVehicle]);

  useEffect(() => {
    const position = JSON.parse(vehicleKey) as LatLng | null;
    if (adapter && position) adapter.moveVehicle(position);
  }, [adapter, vehicleKey]);

  useEffect(() => {
    if (adapter && fitToContent) adapter.fitBounds();
  }, [adapter, fitToContent, routeKey, returnRouteKey, markersKey]);

  useEffect(() => {
    const container = containerRef.current;
    if (!adapter || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => adapter.resize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [adapter]);

  return (
    <Box position="relative" width="100%" height={height} bg="bg.muted" borderRadius="l2" overflow="hidden">
      {/* Beneath the map: it shows until the map has drawn over it (the canvas is clear until its first frame). */}
      {failed ? null : <MapPlaceholder route={route} markers={markers} />}
      <div
        ref={containerRef}
        role="region"
        aria-label={ariaLabel}
        aria-busy={!adapter && !failed}
        data-map-ready={adapter ? 'true' : 'false'}
        style={{ position: 'absolute', inset: 0 }}
      />
      {failed && (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" p="4">
          <Text color="fg.muted" textStyle="sm">
            The map is unavailable.
          </Text>
        </Box>
      )}
    </Box>
  );
}
