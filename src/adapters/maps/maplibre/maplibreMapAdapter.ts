import type { Map as MaplibreMap, Marker } from 'maplibre-gl';
import { DEFAULT_FIT_PADDING, SINGLE_POINT_ZOOM, VEHICLE_ANIMATION_MS } from '../constants';
import { boundsOf, clampPadding, easeInOutCubic, interpolateLatLng, isSinglePoint, isValidLatLng } from '../geometry';
import { DEFAULT_VEHICLE_LABEL, placeMarkers, type PlacedMarker } from '../markers';
import type { LatLng, MapAdapter, MapMarker, MoveVehicleOptions, RouteKind } from '../types';
import { createMarkerElement, renderMarkerElement } from '../markerElement';
import { installRouteLayers, updateRouteLayer } from './routeLayers';

interface Dependencies {
  map: MaplibreMap;
  maxZoom: number;
  createMarker: (element: HTMLElement) => Marker;
  onDestroy: () => void;
}

interface ShownMarker {
  placed: PlacedMarker;
  marker: Marker;
}

interface Vehicle extends ShownMarker {
  /** Where the vehicle is heading (its final position once an animation ends). */
  target: LatLng;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function createMaplibreMapAdapter({ map, maxZoom, createMarker, onDestroy }: Dependencies): MapAdapter {
  const routes: Record<RouteKind, LatLng[] | null> = { onward: null, return: null, travelled: null };
  const shownMarkers = new Map<string, ShownMarker>();
  let vehicle: Vehicle | undefined;
  let vehicleAnimationFrame: number | undefined;
  let pendingFit: { points?: LatLng[]; padding?: number } | undefined;
  let destroyed = false;

  // A style load (the first one, or the offline fallback replacing a failed style) drops custom layers.
  map.on('style.load', () => installRouteLayers(map, routes));

  const show = (placed: PlacedMarker): ShownMarker => {
    const marker = createMarker(createMarkerElement(placed))
      .setLngLat([placed.marker.position.lng, placed.marker.position.lat])
      .addTo(map);
    return { placed, marker };
  };

  const stopVehicleAnimation = () => {
    if (vehicleAnimationFrame !== undefined) window.cancelAnimationFrame(vehicleAnimationFrame);
    vehicleAnimationFrame = undefined;
  };

  const setVehicle = (placed: PlacedMarker) => {
    const { position } = placed.marker;
    if (!vehicle) {
      vehicle = { ...show(placed), target: position };
      return;
    }
    renderMarkerElement(vehicle.marker.getElement(), placed);
    vehicle.placed = placed;
    // The same target again (e.g. markers re-sent while the vehicle is gliding there) must not jump it.
    if (vehicle.target.lat !== position.lat || vehicle.target.lng !== position.lng) {
      stopVehicleAnimation();
      vehicle.target = position;
      vehicle.marker.setLngLat([position.lng, position.lat]);
    }
  };

  const removeVehicle = () => {
    stopVehicleAnimation();
    vehicle?.marker.remove();
    vehicle = undefined;
  };

  const allPoints = (): LatLng[] => [
    ...(routes.onward ?? []),
    ...(routes.return ?? []),
    ...[...shownMarkers.values()].map((shown) => shown.placed.marker.position),
    ...(vehicle ? [vehicle.target] : []),
  ];

  const fit = (points: LatLng[] | undefined, padding: number) => {
    const container = map.getContainer();
    if (container.clientWidth === 0 || container.clientHeight === 0) {
      // A hidden container cannot be fitted; remember the request for the next resize().
      pendingFit = { points, padding };
      return;
    }
    pendingFit = undefined;
    const bounds = boundsOf(points ?? allPoints());
    if (!bounds) return;
    const animate = !prefersReducedMotion();
    if (isSinglePoint(bounds)) {
      map.easeTo({ center: [bounds.west, bounds.south], zoom: Math.min(SINGLE_POINT_ZOOM, maxZoom), animate });
      return;
    }
    map.fitBounds(
      [
        [bounds.west, bounds.south],
        [bounds.east, bounds.north],
      ],
      { padding: clampPadding(padding, container.clientWidth, container.clientHeight), maxZoom, animate },
    );
  };

  return {
    setRoute(kind, path) {
      if (destroyed) return;
      routes[kind] = path && path.length > 0 ? [...path] : null;
      updateRouteLayer(map, kind, routes[kind]);
    },

    setMarkers(markers: MapMarker[]) {
      if (destroyed) return;
      const placed = placeMarkers(markers.filter((marker) => isValidLatLng(marker.position)));
      const vehiclePlaced = placed.find((p) => p.marker.kind === 'vehicle');
      const others = placed.filter((p) => p !== vehiclePlaced);
      const wantedIds = new Set(others.map((p) => p.id));
      for (const [id, shown] of shownMarkers) {
        if (wantedIds.has(id)) continue;
        shown.marker.remove();
        shownMarkers.delete(id);
      }
      for (const p of others) {
        const existing = shownMarkers.get(p.id);
        if (!existing) {
          shownMarkers.set(p.id, show(p));
          continue;
        }
        existing.placed = p;
        renderMarkerElement(existing.marker.getElement(), p);
        existing.marker.setLngLat([p.marker.position.lng, p.marker.position.lat]);
      }
      if (vehiclePlaced) setVehicle(vehiclePlaced);
      else removeVehicle();
    },

    fitBounds(points, padding = DEFAULT_FIT_PADDING) {
      if (destroyed) return;
      fit(points, padding);
    },

    moveVehicle(position, options: MoveVehicleOptions = {}) {
      if (destroyed || !isValidLatLng(position)) return;
      if (!vehicle) {
        setVehicle(placeMarkers([{ kind: 'vehicle', label: DEFAULT_VEHICLE_LABEL, position }])[0]);
        return;
      }
      stopVehicleAnimation();
      const current = vehicle;
      const from = current.marker.getLngLat();
      const start = { lat: from.lat, lng: from.lng };
      current.target = position;
      current.placed = { ...current.placed, marker: { ...current.placed.marker, position } };
      if (options.animate === false || prefersReducedMotion()) {
        current.marker.setLngLat([position.lng, position.lat]);
        return;
      }
      const startedAt = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - startedAt) / VEHICLE_ANIMATION_MS);
        const at = interpolateLatLng(start, position, easeInOutCubic(progress));
        current.marker.setLngLat([at.lng, at.lat]);
        vehicleAnimationFrame = progress < 1 ? window.requestAnimationFrame(step) : undefined;
      };
      vehicleAnimationFrame = window.requestAnimationFrame(step);
    },

    resize() {
      if (destroyed) return;
      map.resize();
      if (pendingFit) fit(pendingFit.points, pendingFit.padding ?? DEFAULT_FIT_PADDING);
    },

    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopVehicleAnimation();
      map.remove();
      onDestroy();
    },
  };
}
