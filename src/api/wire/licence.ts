/** The licence host rule (rules: licence-host): calls to the licence host (its own base URL, see configureApi). */

/** POST /api/bookingparams: store a booking's parameters for hand-over to the customer app. */
export interface WireBookingParams {
  trackingcode: string;
  pickup: string;
  dropoff: string;
  datetime: string;
  vehtypeid: number;
  vehicleid?: number;
  isASAP: boolean;
}
/** Response of the store: the id to read them back with (shape not in spec: chosen here). */
export interface WireStoreBookingParamsResponse {
  code: number;
  message?: string;
  id: string;
}
/** GET /api/bookingparams?id= (wrapper chosen here). */
export interface WireBookingParamsResponse extends Partial<WireBookingParams> {
  code: number;
  message?: string;
}

/** GET /api/custappbaseurl?trackingcode= : response baseurl, bookingpageurl. */
export interface WireCustAppBaseUrlResponse {
  code?: number;
  message?: string;
  baseurl: string;
  bookingpageurl: string;
}

/** POST /api/validate. Response: WireGenericResult, code 1 = licence valid (chosen here). */
export interface WireValidateLicenceRequest {
  parentdomain: string;
  trackingcode: string;
}
