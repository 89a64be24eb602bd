/** The tracking calls rule (rules: call-tracking): vehicle tracking. */
import { request, type CallOptions } from './client';
import type {
  WireDriverFootprintResponse,
  WireDriverPhotoResponse,
  WireTrackVehicleQuery,
  WireTracking,
  WireTrackingLinkRequest,
  WireTrackingLinkResponse,
} from './wire/tracking';

/** By jobpartid, or for a tracking link by id, jobpartid 0 and code. */
export function trackVehicle(query: WireTrackVehicleQuery, options?: CallOptions): Promise<WireTracking> {
  return request({ method: 'get', path: '/api/trackvehicle', query: { ...query } }, options);
}

/** With jobpartid (the tracking calls rule, rules: call-tracking), or the same other forms as trackvehicle. */
export function driverPhoto(
  query: number | WireTrackVehicleQuery,
  options?: CallOptions,
): Promise<WireDriverPhotoResponse> {
  const params = typeof query === 'number' ? { jobpartid: query } : query;
  return request({ method: 'get', path: '/api/driverphoto', query: { ...params } }, options);
}

/** With jobpartid (the tracking calls rule, rules: call-tracking), or the same other forms as trackvehicle. */
export function driverFootprint(
  query: number | WireTrackVehicleQuery,
  options?: CallOptions,
): Promise<WireDriverFootprintResponse> {
  const params = typeof query === 'number' ? { jobpartid: query } : query;
  return request({ method: 'get', path: '/api/driverFootprint', query: { ...params } }, options);
}

/** A shareable tracking link for the passenger (docs/tracking.md). */
export function trackingLink(body: WireTrackingLinkRequest, options?: CallOptions): Promise<WireTrackingLinkResponse> {
  return request({ method: 'post', path: '/api/trackinglink', body }, options);
}
