import type { MapMarker } from './types';

export interface PlacedMarker {
  id: string;
  marker: MapMarker;
  /** The short visible text: "A", "B", a via's number, or empty for icon markers. */
  glyph: string;
}

const fixedGlyphs = { pickup: 'A', dropoff: 'B', vehicle: '', driver: '' } as const;

/** Assigns the visible glyph and a stable id to each marker; vias are numbered 1, 2, ... in the order given. */
export function placeMarkers(markers: readonly MapMarker[]): PlacedMarker[] {
  const countByKind = new Map<string, number>();
  return markers.map((marker) => {
    const ordinal = (countByKind.get(marker.kind) ?? 0) + 1;
    countByKind.set(marker.kind, ordinal);
    const glyph = marker.kind === 'via' ? String(ordinal) : fixedGlyphs[marker.kind];
    return { id: marker.id ?? `${marker.kind}-${ordinal}`, marker, glyph };
  });
}

export const DEFAULT_VEHICLE_LABEL = 'Vehicle';
