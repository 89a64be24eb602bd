import type { LatLng } from './types';

export interface LatLngBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

/** Bounds of the valid points, or undefined when there are none. Ignores the antimeridian: our routes are local. */
export function boundsOf(points: readonly LatLng[]): LatLngBounds | undefined {
  const valid = points.filter(isValidLatLng);
  if (valid.length === 0) return undefined;
  return valid.reduce<LatLngBounds>(
    (bounds, point) => ({
      south: Math.min(bounds.south, point.lat),
      west: Math.min(bounds.west, point.lng),
      north: Math.max(bounds.north, point.lat),
      east: Math.max(bounds.east, point.lng),
    }),
    { south: valid[0].lat, west: valid[0].lng, north: valid[0].lat, east: valid[0].lng },
  );
}

export function isSinglePoint(bounds: LatLngBounds): boolean {
  return bounds.south === bounds.north && bounds.west === bounds.east;
}

export function interpolateLatLng(from: LatLng, to: LatLng, progress: number): LatLng {
  const t = Math.min(1, Math.max(0, progress));
  return { lat: from.lat + (to.lat - from.lat) * t, lng: from.lng + (to.lng - from.lng) * t };
}

export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Keeps fit padding inside the container: maplibre refuses to fit (and warns) when padding leaves no room,
 * which happens in small phone layouts and in hidden containers of size zero.
 */
export function clampPadding(padding: number, width: number, height: number): number {
  const limit = Math.floor(Math.min(width, height) / 4);
  return Math.max(0, Math.min(padding, limit));
}

/** GeoJSON wants [lng, lat]; this is the one place that order flips. */
export function toLngLatPair(point: LatLng): [number, number] {
  return [point.lng, point.lat];
}

/**
 * Where points fall, as fractions of a box (0,0 top left), when the box shows their bounds with `margin` (a
 * fraction) clear on each side: the map's placeholder sketches the journey with it before the map engine loads. A
 * single point, or a line with no width or height, sits in the middle of that side.
 */
export function placeInBox(points: readonly LatLng[], margin = 0.15): { x: number; y: number }[] {
  const bounds = boundsOf(points);
  if (!bounds) return [];
  const span = 1 - 2 * margin;
  const along = (value: number, from: number, to: number) =>
    to === from ? 0.5 : margin + ((value - from) / (to - from)) * span;
  return points.filter(isValidLatLng).map((point) => ({
    x: along(point.lng, bounds.west, bounds.east),
    y: along(bounds.north - point.lat, 0, bounds.north - bounds.south),
  }));
}
