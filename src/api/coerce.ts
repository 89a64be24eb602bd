/**
 * Tolerant readers for wire values. Operator APIs send numbers as strings ("12.50"), booleans as
 * "true"/1, and leave fields out; the domain should not have to care.
 */

export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

export function toOptionalNumber(value: unknown): number | undefined {
  const parsed = toNumber(value, Number.NaN);
  return Number.isNaN(parsed) ? undefined : parsed;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n', 'off', '']);

export function toBoolean(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return fallback;
}

export function toText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** Text that falls back when empty, for settings where '' means "not configured". */
export function toSetting(value: unknown, fallback: string): string {
  const text = toText(value).trim();
  return text === '' ? fallback : text;
}

export function toArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A point with finite lat and lng, else undefined. Accepts {lat,lng}, {latitude,longitude} or [lat,lng]. */
export function toLatLng(value: unknown): { lat: number; lng: number } | undefined {
  if (Array.isArray(value)) return pointOf(value[0], value[1]);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return pointOf(record.lat ?? record.latitude, record.lng ?? record.longitude);
  }
  return undefined;
}

function pointOf(lat: unknown, lng: unknown): { lat: number; lng: number } | undefined {
  const [latitude, longitude] = [toOptionalNumber(lat), toOptionalNumber(lng)];
  return latitude === undefined || longitude === undefined ? undefined : { lat: latitude, lng: longitude };
}

/** The valid points of a path; malformed points are dropped rather than drawn at 0,0. */
export function toPath(value: unknown): { lat: number; lng: number }[] {
  return toArray<unknown>(value).flatMap((point) => {
    const parsed = toLatLng(point);
    return parsed ? [parsed] : [];
  });
}
