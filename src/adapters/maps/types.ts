/** The map interface features see. Provider SDKs stay behind it (DESIGN.md rule 4). */

export interface LatLng {
  lat: number;
  lng: number;
}

/** `travelled`: the path a tracked vehicle has driven so far (the tracking calls rule (rules: call-tracking) driverFootprint), drawn over the others. */
export type RouteKind = 'onward' | 'return' | 'travelled';

export type MapMarkerKind = 'pickup' | 'dropoff' | 'via' | 'vehicle' | 'driver';

export interface MapMarker {
  kind: MapMarkerKind;
  /** Accessible name, e.g. "Pick-up: King's Cross St Pancras". */
  label: string;
  position: LatLng;
  /** Stable identity across updates; defaults to kind plus order. */
  id?: string;
}

export interface MoveVehicleOptions {
  /** Defaults to true; ignored (no animation) when the user prefers reduced motion. */
  animate?: boolean;
}

export interface MapAdapter {
  /** Draws or replaces a route line; `null` or an empty path removes it. */
  setRoute(kind: RouteKind, path: LatLng[] | null): void;
  /** Replaces every marker. Vias are numbered in the order given. */
  setMarkers(markers: MapMarker[]): void;
  /** Fits the view to the points, or to every route point and marker when omitted. */
  fitBounds(points?: LatLng[], padding?: number): void;
  /** Moves the vehicle marker, creating one if none was set. */
  moveVehicle(position: LatLng, options?: MoveVehicleOptions): void;
  /** Call after the container changed size (e.g. a dialog opened). */
  resize(): void;
  destroy(): void;
}

export type MapProviderName = 'google' | 'bing' | 'maplibre';

export interface MapOptions {
  container: HTMLElement;
  center: LatLng;
  zoom?: number;
  /** The defaults rule (rules: defaults): 18. */
  maxZoom?: number;
  /** maplibre only: a style document URL; the offline style is used when it is absent or fails to load. */
  styleUrl?: string;
  /** google or bing key; without one those providers fall back to maplibre. */
  apiKey?: string;
  ariaLabel: string;
  /**
   * Set by `loadMapAdapter`: a provider calls it when it fails after it has loaded (Google or Bing refusing the
   * key), so the map can be replaced by maplibre.
   */
  onProviderFailure?: (error: unknown) => void;
}

export type MapAdapterFactory = (options: MapOptions) => Promise<MapAdapter>;
