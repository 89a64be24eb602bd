/** Spec 7.7: vehicle tracking. */
import { request, type CallOptions } from './client';
import type {
  WireDriverFootprintResponse,
  WireDriverPhotoResponse,
  WireTrackVehicleQuery,
  WireTracking,
} from './wire/tracking';

/** By jobpartid, or for a tracking link by id, jobpartid 0 and code. */
export function trackVehicle(query: WireTrackVehicleQuery, options?: CallOptions): Promise<WireTracking> {
  return request({ method: 'get', path: '/api/trackvehicle', query: { ...query } }, options);
}

export function driverPhoto(jobpartid: number, options?: CallOptions): Promise<WireDriverPhotoResponse> {
  return request({ method: 'get', path: '/api/driverphoto', query: { jobpartid } }, options);
}

export function driverFootprint(jobpartid: number, options?: CallOptions): Promise<WireDriverFootprintResponse> {
  return request({ method: 'get', path: '/api/driverFootprint', query: { jobpartid } }, options);
}
