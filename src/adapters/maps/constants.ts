/**
 * Paint values drawn inside the map canvas and its marker overlays.
 *
 * These are constants, not theme tokens: WebGL line layers take literal colour strings, not CSS variables, and the spec
 * (the defaults rule, rules: defaults) fixes the route colours per direction rather than per brand, so a rebrand must not recolour them.
 */
export const ROUTE_COLOURS = {
  onward: '#0b3d91',
  return: '#4f9be8',
  /** The path a tracked vehicle has driven: a neutral grey, so the road still ahead keeps the onward colour. */
  travelled: '#6b7280',
} as const;

/** A light halo under each route line so it stays visible on dark or busy tiles. */
export const ROUTE_CASING_COLOUR = '#ffffff';

/** The offline style's land: a neutral colour, so the map area reads as a map before any tiles exist. */
export const OFFLINE_BACKGROUND_COLOUR = '#e8ebe4';

/** The offline basemap's other colours: muted, so the route lines stay the strongest thing on the map. */
export const BASEMAP_COLOURS = {
  water: '#c6dbe9',
  border: '#a8a29e',
  motorway: '#e8b87a',
  trunk: '#f0d9a8',
  primary: '#fbfaf7',
  roadCasing: '#cfc9bd',
} as const;

export const MARKER_COLOURS = {
  pickup: '#1a7f37',
  dropoff: '#b42318',
  via: '#6e4fb3',
  vehicle: '#111827',
  driver: '#111827',
} as const;

/** Spec section 9. */
export const MAP_MAX_ZOOM = 18;
export const DEFAULT_ZOOM = 11;
/** Zoom used when fitting a single point, where bounds have no size. */
export const SINGLE_POINT_ZOOM = 15;
export const DEFAULT_FIT_PADDING = 40;
export const VEHICLE_ANIMATION_MS = 600;

/** The defaults rule (rules: defaults): the operator's base location when configuration gives none. */
export const DEFAULT_MAP_CENTER = { lat: 51.536743, lng: -0.015247 } as const;
