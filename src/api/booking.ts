/** The booking call rule (rules: call-booking): booking, payment and booking history. */
import { request, type CallOptions } from './client';
import type {
  WireBookingDetailsResponse,
  WireBookingInfoResponse,
  WireBookingRequest,
  WireBookingResponse,
  WireCancelBookingRequest,
  WireCancelBookingResult,
  WireChangeBookingRequest,
  WireChangeBookingResult,
  WireCodeMessageUpper,
  WireJourneyFilter,
  WireJourneyListResponse,
  WirePaymentIntentResponse,
  WireStripePaymentIntentQuery,
  WireUpdateBookingRequest,
} from './wire/booking';

/** A new booking with card payment: POST /api/createbookingTest (the spec's path, verbatim). */
export function createBooking(body: WireBookingRequest, options?: CallOptions): Promise<WireBookingResponse> {
  return request({ method: 'post', path: '/api/createbookingTest', body }, options);
}

/** When retrying a payment. `code` is the booking's access code (BookingCode): a guest's proof that it is theirs. */
export function paymentIntent(
  jobpartid: number,
  options?: CallOptions,
  code?: string,
): Promise<WirePaymentIntentResponse> {
  return request(
    { method: 'get', path: '/api/paymentintent', query: { jobpartid, ...(code ? { code } : {}) } },
    options,
  );
}

export function stripePaymentIntent(
  query: WireStripePaymentIntentQuery,
  options?: CallOptions,
): Promise<WirePaymentIntentResponse> {
  return request({ method: 'get', path: '/api/stripepaymentintent', query: { ...query } }, options);
}

export function updateBooking(body: WireUpdateBookingRequest, options?: CallOptions): Promise<WireCodeMessageUpper> {
  return request({ method: 'put', path: '/api/updatebooking', body }, options);
}

export function bookingInfo(code: string, options?: CallOptions): Promise<WireBookingInfoResponse> {
  return request({ method: 'post', path: '/api/bookinginfo', body: { code } }, options);
}

export function currentBookings(
  query: { custid: number | string; bookerid?: number | string },
  options?: CallOptions,
): Promise<WireJourneyListResponse> {
  return request({ method: 'get', path: '/api/currentbookings', query: { ...query } }, options);
}

export function journeyHistory(
  query: { custid: number | string; filter: WireJourneyFilter; bookerid?: number | string },
  options?: CallOptions,
): Promise<WireJourneyListResponse> {
  return request({ method: 'get', path: '/api/journeyhistory', query: { ...query } }, options);
}

export function bookingDetails(jobid: number, options?: CallOptions): Promise<WireBookingDetailsResponse> {
  return request({ method: 'get', path: '/api/bookingdetails', query: { jobid } }, options);
}

export function cancelBooking(body: WireCancelBookingRequest, options?: CallOptions): Promise<WireCancelBookingResult> {
  return request({ method: 'post', path: '/api/cancelbooking', body }, options);
}

/** PUT /api/changebooking (issue 32): change an upcoming booking before the cut-off, or preview the new fare. */
export function changeBooking(body: WireChangeBookingRequest, options?: CallOptions): Promise<WireChangeBookingResult> {
  return request({ method: 'put', path: '/api/changebooking', body }, options);
}
