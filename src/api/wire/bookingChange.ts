/** Changing a booking online (the booking change rule, rules: booking-change): PUT /api/changebooking. */
import type { WireGenericResult, WireWarning } from './common';
import type { WireViaAddress } from './route-pricing';

/** One line of a change: a field in the customer's words, before and after (issue 32). */
export interface WireChangeLine {
  field: string;
  before: string;
  after: string;
}

/**
 * PUT /api/changebooking (issue 32, beyond the spec): changes an upcoming booking before the operator's cut-off.
 * Anything absent stays as booked; `preview` only answers the new fare; `nonce` pays a higher fare's difference
 * (the sandbox card, tokenised as when booking).
 */
export interface WireChangeBookingRequest {
  bookingref: number;
  requestid: string;
  preview?: boolean;
  nonce?: string;
  /**
   * Stripe or PayPal: the PaymentIntent or order the answer's `clientsecret` belongs to, once the customer has
   * confirmed or approved it; the server asks the provider and settles this change with it.
   */
  transactionid?: string;
  bookingdate?: string;
  returndate?: string;
  pickup?: { address: string; postcode?: string; lat: number; lng: number; category?: string };
  dropoff?: { address: string; postcode?: string; lat: number; lng: number; category?: string };
  viaaddresses?: WireViaAddress[];
  passengers?: number;
  luggages?: number;
  handbags?: number;
  largechildseats?: number;
  smallchildseats?: number;
  vehtypeid?: number;
  flightno?: string;
  exparrival?: string;
  returnflightno?: string;
  returnexparrival?: string;
  note?: string;
  passengername?: string;
  passengerphone?: string;
  passengeremail?: string;
  passengerdialingcode?: string;
}

/** code 1 changed (or, with preview, what it would cost), 2 refused with the reason, 3 a difference to pay first. */
export interface WireChangeBookingResult extends WireGenericResult {
  id?: number;
  currencycode?: string;
  previousfare?: number;
  totalfare?: number;
  difference?: number;
  changes?: WireChangeLine[];
  paymentrequired?: number;
  /** code 3 at Stripe or PayPal: the difference's PaymentIntent client secret, or the PayPal order to approve. */
  clientsecret?: string;
  /** code 3: the gateway taking the difference (`sandbox`: a card token as `nonce`; `stripe`, `paypal`). */
  paymentgateway?: string;
  chargedamount?: number;
  refundamount?: number;
  refundstatus?: 'refunded' | 'failed';
  warnings?: WireWarning[];
}
