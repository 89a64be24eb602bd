import type { LatLng, MapAdapter, MapMarker, RouteKind } from './types';

/**
 * A map that can be swapped for another while in use: it remembers what it was asked to show and shows it again on
 * the replacement. Used when a provider fails after loading (Google or Bing refusing the key once drawn).
 */
export function createSwappableAdapter(first: MapAdapter): MapAdapter & { swap(next: MapAdapter): void } {
  let current = first;
  const routes: Partial<Record<RouteKind, LatLng[] | null>> = {};
  let markers: MapMarker[] | undefined;
  let vehicle: LatLng | undefined;
  let fit: { points?: LatLng[]; padding?: number } | undefined;
  let destroyed = false;
  return {
    swap(next) {
      current.destroy();
      current = next;
      if (destroyed) return next.destroy();
      for (const [kind, path] of Object.entries(routes) as [RouteKind, LatLng[] | null][]) next.setRoute(kind, path);
      if (markers) next.setMarkers(markers);
      if (vehicle) next.moveVehicle(vehicle, { animate: false });
      if (fit) next.fitBounds(fit.points, fit.padding);
    },
    setRoute(kind, path) {
      routes[kind] = path;
      current.setRoute(kind, path);
    },
    setMarkers(next) {
      markers = next;
      vehicle = next.find((marker) => marker.kind === 'vehicle')?.position;
      current.setMarkers(next);
    },
    fitBounds(points, padding) {
      fit = { points, padding };
      current.fitBounds(points, padding);
    },
    moveVehicle(position, options) {
      vehicle = position;
      current.moveVehicle(position, options);
    },
    resize: () => current.resize(),
    destroy() {
      destroyed = true;
      current.destroy();
    },
  };
}
