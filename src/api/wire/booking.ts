/** The booking record, payment results and booking call rules (rules: booking-record, payment-results, call-booking): booking, payment and booking history. */
import type { WireGenericResult, WireWarning } from './common';
import type { Locale } from './locales';
import type { WireReturnType, WireViaAddress } from './route-pricing';

/**
 * The full booking payload of POST /api/createbookingTest (the booking call rule, rules: call-booking). Field names are the spec's where it
 * names them; where the booking call rule (rules: call-booking) gives prose ("extras counts", "customer: names") the key spelling is chosen here,
 * following the booking record rule's (rules: booking-record) names (pickupaddress, picklat, passengername...).
 */
export interface WireBookingRequest {
  // Booking basics
  note: string;
  rtntype: WireReturnType;
  source: number;
  /** Expected flight arrival, ISO with offset. */
  exparrival?: string;
  flightno?: string;
  vehtype: string;
  vehtypeid: number;
  viaaddresses: WireViaAddress[];
  pickupnote?: string;
  dropoffnote?: string;
  paymentmethod: 'card' | 'cash' | 'paypal' | 'stripe' | 'account';
  bookerref?: string;
  /** Beyond the spec (issue 15): the booker's cost centre or expense code, printed on the booker's invoices. */
  costcentre?: string;
  /** Minutes after the flight has landed (0 to 180, step 15). */
  waitingtime?: number;
  returnexparrival?: string;
  returnflightno?: string;
  promocodeid?: number | string;
  currencycode: string;
  bookingdate: string;
  returndate?: string;
  isasap: boolean;
  jobPartId?: number;
  returnJobpartId?: number;
  bookerid?: number | string;
  /**
   * Beyond the spec (issue 34): the language of the page it was booked on (a locale code, LOCALES), which its mails
   * and invoice speak. Absent: the operator's first language; a code that is not a locale is refused (400).
   */
  language?: Locale;
  // Fares
  fare: number;
  totalfare: number;
  gbpfare: number;
  gbptotalfare: number;
  returnfare: number;
  // Extras counts (chosen spelling)
  smallpets: number;
  otherpets?: number;
  handbags: number;
  luggages: number;
  equipment: number;
  /** Passengers including child seats. */
  passengers: number;
  largechildseats: number;
  smallchildseats: number;
  // Pick-up and drop-off
  pickupaddress: string;
  pickcategory: string;
  pickpostcode: string;
  picklat: number;
  picklng: number;
  dropoffaddress: string;
  doffcategory: string;
  droppostcode: string;
  dofflat: number;
  dofflng: number;
  // Journey measures
  traveltime: number;
  returntraveltime?: number;
  routedistance: number;
  // Flights
  arrivingfromairportcode?: string;
  arrivingfromairportname?: string;
  returnarrivingfromairportcode?: string;
  returnarrivingfromairportname?: string;
  /** True when no flight details are available (IsFlightDetail of the flight fields rule (rules: flight-fields)). */
  isflightdetail?: boolean;
  returnisflightdetail?: boolean;
  // Passenger
  passengername: string;
  passengeremail: string;
  passengerphone: string;
  passengerdialingcode: string;
  // Customer
  custid?: number | string;
  custemail: string;
  custphone: string;
  custfirstname: string;
  custsurname: string;
  custdialingcode: string;
  /** Only for a guest who books "as account"; never a plain password. */
  passwordhash?: string;
  // Added by the reference API (docs/server.md, Booking):
  /** The quote this booking takes its fare from (quoteid of the quotation answer); without it the server looks for one. */
  quoteid?: number;
  /** Idempotency key: a repeated submission with the same requestid returns the same booking, never a second. */
  requestid?: string;
  /** Single-use card nonce from the sandbox gateway, for a card payment. */
  nonce?: string;
  /** Index of the chosen price tier in the quotation's additionalprices, 0 to 2; without it any quoted tier whose fares match. */
  pricetier?: number;
  /** The promo code as typed, sent with its promocodeid: the server checks the code itself, an id alone is guessable. */
  promocode?: string;
}

/** PaymentResult of 3.11. */
export interface WirePaymentResult {
  Code: number;
  Message?: string;
  AuthCode?: string;
  PayPalTransactionId?: string;
  PayPalPaymentId?: string;
  AdditionalInfo?: string;
}

/** Payment result (the payment results rule, rules: payment-results): response of createbookingTest, paymentintent and stripepaymentintent. */
export interface WireBookingResponse {
  Code: number;
  Message?: string;
  Bref?: number;
  ReturnRef?: number;
  ClientSecret?: string;
  PaymentResult?: WirePaymentResult;
  /** The booking's unguessable access code, for confirmed/{BookingCode}, ticket/{BookingCode} and bookinginfo (added). */
  BookingCode?: string;
  /** paymentintent only (added by the reference API): what is due (the card details rule (rules: card-details) Amount), onward and return together. */
  Amount?: number;
  CurrencyCode?: string;
  /** paymentintent only (added by the reference API): the promo code applied and what it took off Amount. */
  PromoCode?: string;
  Discount?: number;
  /** paymentintent and stripepaymentintent (added): how the booking is paid (card, paypal). */
  PaymentMethod?: string;
  /** paymentintent only (added): the booking's payment link id, for /payment?id= (the page addresses rule, rules: routes). */
  PaymentLink?: string;
  /** createbookingTest (added): what looks wrong in a booking that went through (the booking checks rule, rules: booking-checks). */
  warnings?: WireWarning[];
}

export type { WireWarning } from './common';
export type WirePaymentIntentResponse = WireBookingResponse;

/** GET /api/stripepaymentintent */
export interface WireStripePaymentIntentQuery {
  /** The booking's access code (optional with a payment link id). */
  code?: string;
  /** The payment link id (the page addresses rule, rules: routes), pl_ and 32 hex digits. */
  id?: string;
  paymentmethod?: 'paypal';
}

/** PUT /api/updatebooking. Response Code, Message. */
export interface WireUpdateBookingRequest {
  transactionid: string;
  jobpartid: number;
  transactionstatus: string;
  returnjobpartid?: number;
  /** The booking's access code (BookingCode): how a guest proves the booking is theirs (added by the reference API). */
  code?: string;
  /** The payment link id (the page addresses rule, rules: routes): how whoever holds the link proves they may pay (added by the reference API). */
  id?: string;
}
export interface WireCodeMessageUpper {
  Code: number;
  Message?: string;
}

/** Booking response fields (the booking record rule, rules: booking-record): one booking as the server reports it. */
export interface WireBookingRecord {
  jobpartid: number;
  status: string;
  bookerref?: string;
  /** Added by the reference API: the booker's cost centre or expense code (issue 15); absent when none was given. */
  costcentre?: string;
  ispaid: boolean;
  paymentmethod: string;
  flightnumber?: string;
  arrivingfromairportname?: string;
  arrivingfromairportcode?: string;
  expflightarrival?: string;
  totalfare: number;
  gbptotalfare: number;
  currencycode: string;
  pickupdatetime: string;
  /** Server time when the record was produced. */
  now: string;
  passengername: string;
  passengerphone: string;
  passengeremail: string;
  passengerdialingcode: string;
  custname: string;
  custphone: string;
  custemail: string;
  custcountryalpha2code?: string;
  picklat: number;
  picklng: number;
  pickpostcode: string;
  pickupaddress: string;
  pickcategory: string;
  dofflat: number;
  dofflng: number;
  droppostcode: string;
  dropoffaddress: string;
  doffcategory: string;
  vehtypeid: number;
  vehicletype: string;
  suitcases: number;
  passengers: number;
  /** Via stops (shape not in spec: chosen here, as in the request). */
  vialocations: WireViaAddress[];
  notes?: string;
  photo?: string;
  // Added by the reference API: the driver once one is assigned, named as in tracking (the tracking fields rule, rules: tracking-fields); absent before.
  drivername?: string;
  drivermobile?: string;
  vehiclemake?: string;
  vehiclemodel?: string;
  vehicleregistration?: string;
  vehiclecolour?: string;
  // Added by the reference API: the extras as booked (the request's counts), absent on records that lack them.
  smallchildseats?: number;
  largechildseats?: number;
  smallpets?: number;
  otherpets?: number;
  equipment?: number;
  handbags?: number;
  /** Added by the reference API: the promo code applied and what it took off totalfare (both journeys together). */
  promocode?: string;
  discount?: number;
  /**
   * Added by the reference API (the refund tiers rule, rules: refund-tiers): what a cancellation gives back, and
   * where that refund is: `refunded`, or `failed` while the server retries it. Absent when nothing was refunded.
   */
  refundamount?: number;
  refundstatus?: 'refunded' | 'failed';
  /** Added by the reference API: what the booking checks found when it was made (the booking checks rule, rules: booking-checks). */
  warnings?: WireWarning[];
  /**
   * The return leg (the booking record rule's HasReturn, ReturnDate, ReturnEarliestTime, WaitAndReturn and
   * ReturnFlight), on the onward journey's record of /bookingdetails: absent on the return journey's own record and
   * in the lists. hasreturn false: a one-way booking (the other fields absent).
   */
  hasreturn?: boolean;
  /** The return journey's job part id (ReturnRef). */
  returnjobpartid?: number;
  /** The return journey's pick-up, ISO with the operator's offset. */
  returndate?: string;
  /** The earliest possible return (the onward pick-up plus the journey's driving time), ISO; absent when not known. */
  returnearliesttime?: string;
  /** Wait and return: the driver waits at the destination and the return follows (its time is not chosen). */
  waitandreturn?: boolean;
  /** The return journey's flight number, '' without one. */
  returnflightnumber?: string;
}

/** POST /api/bookinginfo {code}: the booking for a tracking or payment code (wrapper chosen here). */
export interface WireBookingInfoResponse extends Partial<WireBookingRecord> {
  code: number;
  message?: string;
  /** The return journey's record when the booking has one (added by the reference API). */
  returnbooking?: WireBookingRecord;
}

/** GET /api/currentbookings and /api/journeyhistory: response jlist. */
export interface WireJourneyListResponse {
  code?: number;
  message?: string;
  jlist: WireBookingRecord[];
}

/** GET /api/journeyhistory: filter is the date range in months, 0 for All (the small records rule, rules: other-entities). */
export type WireJourneyFilter = 0 | 3 | 6 | 12;

/** GET /api/bookingdetails?jobid= : response bookingdetails. */
export interface WireBookingDetailsResponse {
  code?: number;
  message?: string;
  bookingdetails: WireBookingRecord;
}

/** POST /api/cancelbooking. Response: WireCancelBookingResult (chosen here). */
export interface WireCancelBookingRequest {
  source: number;
  bookingref: number | string;
}

/** The generic result, with what the cancellation refunded when the operator's policy gave something back. */
export interface WireCancelBookingResult extends WireGenericResult {
  refundamount?: number;
  refundstatus?: 'refunded' | 'failed';
}

export type { WireChangeBookingRequest, WireChangeBookingResult, WireChangeLine } from './bookingChange';
