import type { LatLng, MapAdapter, MapMarker, MoveVehicleOptions, RouteKind } from '../types';

export type FakeMapCall =
  | { method: 'setRoute'; kind: RouteKind; path: LatLng[] | null }
  | { method: 'setMarkers'; markers: MapMarker[] }
  | { method: 'fitBounds'; points?: LatLng[]; padding?: number }
  | { method: 'moveVehicle'; position: LatLng; options?: MoveVehicleOptions }
  | { method: 'resize' }
  | { method: 'destroy' };

export interface FakeMapState {
  routes: Record<RouteKind, LatLng[] | null>;
  markers: MapMarker[];
  vehicle: LatLng | undefined;
  destroyed: boolean;
}

export interface FakeMapAdapter extends MapAdapter {
  /** Every call in order, for assertions. */
  readonly calls: readonly FakeMapCall[];
  /** What a real map would now show. */
  readonly state: FakeMapState;
}

/** An in-memory MapAdapter for stories and component tests: no WebGL, no network. */
export function createFakeMapAdapter(): FakeMapAdapter {
  const calls: FakeMapCall[] = [];
  const state: FakeMapState = {
    routes: { onward: null, return: null, travelled: null },
    markers: [],
    vehicle: undefined,
    destroyed: false,
  };
  return {
    calls,
    state,
    setRoute(kind, path) {
      calls.push({ method: 'setRoute', kind, path });
      state.routes[kind] = path && path.length > 0 ? path : null;
    },
    setMarkers(markers) {
      calls.push({ method: 'setMarkers', markers });
      state.markers = markers;
      state.vehicle = markers.find((marker) => marker.kind === 'vehicle')?.position;
    },
    fitBounds(points, padding) {
      calls.push({ method: 'fitBounds', points, padding });
    },
    moveVehicle(position, options) {
      calls.push({ method: 'moveVehicle', position, options });
      state.vehicle = position;
    },
    resize() {
      calls.push({ method: 'resize' });
    },
    destroy() {
      calls.push({ method: 'destroy' });
      state.destroyed = true;
    },
  };
}
