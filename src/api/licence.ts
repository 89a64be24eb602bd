/** The licence host rule (rules: licence-host): calls to the licence host, a separate base URL (configureApi's licenceBaseUrl). */
import { request, type CallOptions } from './client';
import type { WireGenericResult } from './wire/common';
import type {
  WireBookingParams,
  WireBookingParamsResponse,
  WireCustAppBaseUrlResponse,
  WireStoreBookingParamsResponse,
  WireValidateLicenceRequest,
} from './wire/licence';

export function getBookingParams(id: string, options?: CallOptions): Promise<WireBookingParamsResponse> {
  return request({ method: 'get', path: '/api/bookingparams', query: { id }, host: 'licence' }, options);
}

export function storeBookingParams(
  body: WireBookingParams,
  options?: CallOptions,
): Promise<WireStoreBookingParamsResponse> {
  return request({ method: 'post', path: '/api/bookingparams', body, host: 'licence' }, options);
}

export function custAppBaseUrl(trackingcode: string, options?: CallOptions): Promise<WireCustAppBaseUrlResponse> {
  return request({ method: 'get', path: '/api/custappbaseurl', query: { trackingcode }, host: 'licence' }, options);
}

export function validateLicence(body: WireValidateLicenceRequest, options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'post', path: '/api/validate', body, host: 'licence' }, options);
}
