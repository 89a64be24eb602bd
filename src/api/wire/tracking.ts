/** The tracking fields rule (rules: tracking-fields) and 7.7. Key spelling beyond the spec's single words chosen here. */
import type { LatLng } from './common';

/**
 * GET /api/trackvehicle with jobpartid, or with id, jobpartid=0 and code (the tracking calls rule, rules: call-tracking); or with a shareable tracking link's
 * token (`share`, beyond the spec: docs/tracking.md). driverphoto and driverFootprint take the same forms.
 */
export type WireTrackVehicleQuery =
  { jobpartid: number } | { id: number | string; jobpartid: 0; code: string } | { share: string };

export interface WireTracking {
  code: number;
  message?: string;
  photo?: string;
  jobid?: number;
  state?: string;
  status?: string;
  vehiclemake?: string;
  vehiclemodel?: string;
  vehicleregistration?: string;
  vehiclecolour?: string;
  licence?: string;
  distance?: number;
  /** Minutes; shown rounded up. */
  eta?: number;
  drivernumber?: string;
  mobile?: string;
  name?: string;
  id?: number | string;
  currentlat?: number;
  currentlng?: number;
  routecoordinates?: LatLng[];
  /** Chosen by the reference API (docs/tracking.md): the pick-up and drop-off, and the simulation clock's time. */
  pickup?: LatLng;
  dropoff?: LatLng;
  time?: string;
}

/** POST /api/trackinglink (beyond the spec, docs/tracking.md): a shareable link for the booking's trip. */
export type WireTrackingLinkRequest = { jobpartid: number } | { jobpartid: number; code: string };

export interface WireTrackingLinkResponse {
  code: number;
  message?: string;
  token?: string;
  /** Relative to the app's origin, e.g. /tracking.html?share=... */
  url?: string;
}

/** A live update (the live tracking rule, rules: live-tracking): current latitude, longitude and a signal type. */
export interface WireLiveLocation {
  lat: number;
  lng: number;
  signaltype: string;
}

/** GET /api/driverphoto?jobpartid= (shape not in spec: chosen here). photo is a URL or data URL. */
export interface WireDriverPhotoResponse {
  code: number;
  message?: string;
  photo: string;
}

/** GET /api/driverFootprint?jobpartid= : where the driver has been (shape not in spec: chosen here). */
export interface WireDriverFootprintResponse {
  code: number;
  message?: string;
  footprint: LatLng[];
}
