/**
 * The API contract of the API calls and response codes rules (rules: api-calls, response-codes): call functions, wire and domain types, response-code handling, mappers.
 * Error contract: call functions resolve to the wire body for any code (run interpretResult on it) and
 * reject with ApiError only for transport/HTTP failures, or with an AbortError when cancelled.
 */
export { configureApi, currentApiHosts, urlFor, isAbortError, onSessionEnded } from './client';
export type { ApiHosts, CallOptions } from './client';

export {
  GENERIC_ERROR,
  OUTSIDE_SERVICE_AREA,
  ApiError,
  isApiError,
  interpretResult,
  presentableMessage,
  resultCode,
  resultMessage,
} from './responseCodes';
export type { CodeBearing, InterpretedResult, ResultKind } from './responseCodes';

export { hashPassword } from './password';
export {
  isSamePlace,
  samePlaceRefusal,
  SAME_PICKUP_AND_DROPOFF,
  VIA_SAME_AS_END,
  type PlaceKey,
} from './wire/samePlace';
export {
  changeAllowed,
  CHANGE_CLOSED,
  policyLines,
  refundFor,
  type Refund,
  type RefundFacts,
  type WireBookingPolicy,
} from './wire/bookingPolicy';

export * from './lookups';
export * from './addressBook';
export * from './configuration';
export * from './pricing';
export * from './account';
export * from './promo';
export * from './booking';
export * from './tracking';
export * from './booker';
export * from './licence';

export * from './mappers';
export type * from './domain';

export type * from './wire/common';
export type * from './wire/lookups';
export * from './wire/addressbook';
export type * from './wire/configuration';
export type * from './wire/route-pricing';
export type * from './wire/account';
export type * from './wire/promo';
export type * from './wire/booking';
export type * from './wire/tracking';
export type * from './wire/booker';
export type * from './wire/licence';
