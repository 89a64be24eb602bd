import { DEFAULT_FIT_PADDING, SINGLE_POINT_ZOOM, VEHICLE_ANIMATION_MS } from './constants';
import {
  boundsOf,
  clampPadding,
  easeInOutCubic,
  interpolateLatLng,
  isSinglePoint,
  isValidLatLng,
  type LatLngBounds,
} from './geometry';
import { createMarkerElement, renderMarkerElement } from './markerElement';
import { DEFAULT_VEHICLE_LABEL, placeMarkers, type PlacedMarker } from './markers';
import type { LatLng, MapAdapter, MapMarker, MoveVehicleOptions, RouteKind } from './types';

/** One HTML marker placed by the SDK (a Google advanced marker, an element in a Bing overlay). */
export interface SurfaceMarker {
  setPosition(position: LatLng): void;
  remove(): void;
}

/**
 * What a map SDK must do for the shared adapter below: draw lines, place HTML markers, move the view. Everything
 * the interface promises beyond that (marker glyphs and labels, vias numbered, the vehicle's glide, fits kept
 * while hidden, zoom capped) lives once here, so maplibre, Google and Bing behave alike.
 */
export interface MapSurface {
  /** The element the adapter was given; it gets the region role and label. */
  container: HTMLElement;
  addMarker(element: HTMLElement, position: LatLng): SurfaceMarker;
  /** Replaces the route's line (casing and colour); `null` removes it. */
  drawRoute(kind: RouteKind, path: LatLng[] | null): void;
  fitBounds(bounds: LatLngBounds, padding: number): void;
  centerOn(point: LatLng, zoom: number): void;
  resize(): void;
  /** Removes every SDK object and listener and whatever the SDK added to the container. */
  destroy(): void;
}

interface Shown {
  placed: PlacedMarker;
  element: HTMLElement;
  handle: SurfaceMarker;
  /** Where the marker is drawn now (mid-glide for the vehicle). */
  at: LatLng;
}

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function createSdkMapAdapter(surface: MapSurface, { maxZoom }: { maxZoom: number }): MapAdapter {
  const routes: Record<RouteKind, LatLng[] | null> = { onward: null, return: null, travelled: null };
  const shown = new Map<string, Shown>();
  let vehicle: (Shown & { target: LatLng }) | undefined;
  let frame: number | undefined;
  let pendingFit: { points?: LatLng[]; padding: number } | undefined;
  /** The last fit made and the container's size then: a later size refits it (see resize). */
  let lastFit: { points?: LatLng[]; padding: number; width: number; height: number } | undefined;
  let destroyed = false;

  const show = (placed: PlacedMarker): Shown => {
    const element = createMarkerElement(placed);
    const at = placed.marker.position;
    return { placed, element, handle: surface.addMarker(element, at), at };
  };
  const place = (marker: Shown, position: LatLng) => {
    marker.at = position;
    marker.handle.setPosition(position);
  };
  const stopGlide = () => {
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    frame = undefined;
  };

  const setVehicle = (placed: PlacedMarker) => {
    const { position } = placed.marker;
    if (!vehicle) {
      vehicle = { ...show(placed), target: position };
      return;
    }
    vehicle.placed = placed;
    renderMarkerElement(vehicle.element, placed);
    // Markers re-sent while the vehicle glides to the same target must not make it jump.
    if (vehicle.target.lat !== position.lat || vehicle.target.lng !== position.lng) {
      stopGlide();
      vehicle.target = position;
      place(vehicle, position);
    }
  };

  const removeVehicle = () => {
    stopGlide();
    vehicle?.handle.remove();
    vehicle = undefined;
  };

  const fit = (points: LatLng[] | undefined, padding: number) => {
    const { clientWidth: width, clientHeight: height } = surface.container;
    if (width === 0 || height === 0) {
      pendingFit = { points, padding };
      return;
    }
    pendingFit = undefined;
    lastFit = { points, padding, width, height };
    const bounds = boundsOf(
      points ?? [
        ...(routes.onward ?? []),
        ...(routes.return ?? []),
        ...[...shown.values()].map((marker) => marker.placed.marker.position),
        ...(vehicle ? [vehicle.target] : []),
      ],
    );
    if (!bounds) return;
    if (isSinglePoint(bounds))
      surface.centerOn({ lat: bounds.south, lng: bounds.west }, Math.min(SINGLE_POINT_ZOOM, maxZoom));
    else surface.fitBounds(bounds, clampPadding(padding, width, height));
  };

  return {
    setRoute(kind, path) {
      if (destroyed) return;
      const valid = (path ?? []).filter(isValidLatLng);
      routes[kind] = valid.length > 0 ? valid : null;
      surface.drawRoute(kind, valid.length > 1 ? valid : null);
    },

    setMarkers(markers: MapMarker[]) {
      if (destroyed) return;
      const placed = placeMarkers(markers.filter((marker) => isValidLatLng(marker.position)));
      const vehiclePlaced = placed.find((p) => p.marker.kind === 'vehicle');
      const others = placed.filter((p) => p !== vehiclePlaced);
      const wanted = new Set(others.map((p) => p.id));
      for (const [id, marker] of shown) {
        if (wanted.has(id)) continue;
        marker.handle.remove();
        shown.delete(id);
      }
      for (const p of others) {
        const existing = shown.get(p.id);
        if (!existing) {
          shown.set(p.id, show(p));
          continue;
        }
        existing.placed = p;
        renderMarkerElement(existing.element, p);
        place(existing, p.marker.position);
      }
      if (vehiclePlaced) setVehicle(vehiclePlaced);
      else removeVehicle();
    },

    fitBounds(points, padding = DEFAULT_FIT_PADDING) {
      if (!destroyed) fit(points, padding);
    },

    moveVehicle(position, options: MoveVehicleOptions = {}) {
      if (destroyed || !isValidLatLng(position)) return;
      if (!vehicle) {
        setVehicle(placeMarkers([{ kind: 'vehicle', label: DEFAULT_VEHICLE_LABEL, position }])[0]);
        return;
      }
      stopGlide();
      const current = vehicle;
      const start = current.at;
      current.target = position;
      current.placed = { ...current.placed, marker: { ...current.placed.marker, position } };
      if (options.animate === false || prefersReducedMotion()) {
        place(current, position);
        return;
      }
      const startedAt = performance.now();
      // The clock is read here rather than taken from the frame's timestamp, whose origin some hosts (jsdom) differ on.
      const step = () => {
        const progress = Math.min(1, (performance.now() - startedAt) / VEHICLE_ANIMATION_MS);
        place(current, interpolateLatLng(start, position, easeInOutCubic(progress)));
        frame = progress < 1 ? window.requestAnimationFrame(step) : undefined;
      };
      frame = window.requestAnimationFrame(step);
    },

    resize() {
      if (destroyed) return;
      surface.resize();
      if (pendingFit) return fit(pendingFit.points, pendingFit.padding);
      // The fitting rule: what was fitted stays in view when the container changes size after the fit (a scrollbar
      // or a column settling narrowed it, and the marker at the right edge was cut off, or off the map altogether).
      const { clientWidth: width, clientHeight: height } = surface.container;
      if (lastFit && (lastFit.width !== width || lastFit.height !== height)) fit(lastFit.points, lastFit.padding);
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopGlide();
      for (const marker of shown.values()) marker.handle.remove();
      shown.clear();
      vehicle?.handle.remove();
      vehicle = undefined;
      surface.destroy();
    },
  };
}

/** A child that fills the container, for the SDK to draw into: destroy removes it and leaves the container as found. */
export function createSdkHost(container: HTMLElement, ariaLabel: string): HTMLElement {
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', ariaLabel);
  const host = document.createElement('div');
  host.style.width = '100%';
  host.style.height = '100%';
  host.style.position = 'relative';
  container.append(host);
  return host;
}

export function removeSdkHost(container: HTMLElement, host: HTMLElement): void {
  host.remove();
  container.removeAttribute('role');
  container.removeAttribute('aria-label');
}
