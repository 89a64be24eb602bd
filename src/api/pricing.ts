/** The pricing calls rule (rules: call-pricing): route, nearest driver, quotation, prices, vehicle types and the enquiry form. */
import { DateTime } from 'luxon';
import { request, type CallOptions } from './client';
import type { WireGenericResult } from './wire/common';
import type {
  WireCommentRequest,
  WireDirectionRequest,
  WireDirectionResponse,
  WireNearestDriverRequest,
  WireNearestDriverResponse,
  WirePricesResponse,
  WireQuotationRequest,
  WireQuotationResponse,
  WireVehicleTypesResponse,
} from './wire/route-pricing';

/** Default source of a quotation (the pricing calls rule, rules: call-pricing). */
export const DEFAULT_QUOTATION_SOURCE = 8;
/** When no start time is given the quote is for 15 minutes from now (the pricing calls and quote timing rules, rules: call-pricing, quote-timing). */
export const DEFAULT_QUOTE_START_OFFSET_MINUTES = 15;

const QUOTATION_DEFAULTS = {
  rtntype: '',
  recalcroute: false,
  recalcnearestdriver: false,
  viaaddresses: [],
  currencyCode: 'GBP',
  paymentmethod: 'card',
  pickpostcode: '',
  droppostcode: '',
} as const;

/** What a caller must give; everything else has the spec's default. */
export type QuotationInput = Pick<
  WireQuotationRequest,
  'pick' | 'picklat' | 'picklng' | 'doff' | 'dofflat' | 'dofflng'
> &
  Partial<WireQuotationRequest>;

/**
 * The full quotation request with the defaults of the pricing calls rule (rules: call-pricing): source 8 and, without a booking date,
 * 15 minutes after `now` (pass `now` in the operator's time zone; the offset travels with the ISO string).
 */
export function buildQuotationRequest(input: QuotationInput, now: DateTime = DateTime.now()): WireQuotationRequest {
  const bookingdate =
    input.bookingdate ||
    now.plus({ minutes: DEFAULT_QUOTE_START_OFFSET_MINUTES }).toISO({ suppressMilliseconds: true }) ||
    '';
  return {
    ...QUOTATION_DEFAULTS,
    viaaddresses: [],
    ...input,
    source: input.source ?? DEFAULT_QUOTATION_SOURCE,
    bookingdate,
  };
}

export function direction(body: WireDirectionRequest, options?: CallOptions): Promise<WireDirectionResponse> {
  return request({ method: 'post', path: '/api/direction', body }, options);
}

export function nearestDriver(
  body: WireNearestDriverRequest,
  options?: CallOptions,
): Promise<WireNearestDriverResponse> {
  return request({ method: 'post', path: '/api/nearestdriver', body }, options);
}

/** POST /api/quotation with the defaults of buildQuotationRequest. */
export function quotation(
  input: QuotationInput,
  options: CallOptions & { now?: DateTime } = {},
): Promise<WireQuotationResponse> {
  const body = buildQuotationRequest(input, options.now);
  return request({ method: 'post', path: '/api/quotation', body }, { signal: options.signal });
}

export function prices(options?: CallOptions): Promise<WirePricesResponse> {
  return request({ method: 'get', path: '/api/prices' }, options);
}

export function vehicleTypes(options?: CallOptions): Promise<WireVehicleTypesResponse> {
  return request({ method: 'get', path: '/api/vehicletypes' }, options);
}

/** The Contact Us enquiry (the pricing calls rule, rules: call-pricing). */
export function comment(body: WireCommentRequest, options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'post', path: '/api/comment', body }, options);
}
