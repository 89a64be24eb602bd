/**
 * A stored booking as the booking and payment calls read it, and what they answer about it (the payment results rule, rules: payment-results); charging it
 * is server/services/bookingPayments.ts.
 */
import type { WireBookingRecord, WireBookingResponse, WirePaymentResult } from '../../src/api/wire/booking';
import type { BookingFares } from './bookingsRecord';

export interface BookingRow {
  id: number;
  jobpartid: number;
  return_jobpartid: number | null;
  customer_id: number | null;
  booker_id: number | null;
  status: string;
  /** The return leg's own status once the legs have parted (the onward trip under way); null: it shares `status`. */
  return_status?: string | null;
  is_paid: boolean;
  payment_method: string;
  total_fare: number;
  currency_code: string;
  access_code: string;
  /** The payment link's id (the page addresses rule (rules: routes) /payment?id=): pays this booking, reads nothing else. */
  payment_link: string;
  email: string;
  details: WireBookingRecord;
  return_details: WireBookingRecord | null;
  /** The extras and fares as booked; null on rows seeded without them. */
  extras: BookedExtras | null;
  fares: Partial<BookingFares> | null;
  /** The language it was booked in (a locale code); null on bookings made before languages, and seeded ones. */
  language?: string | null;
}

export interface BookedExtras {
  handbags: number;
  luggages: number;
  smallpets: number;
  otherpets: number;
  equipment: number;
  passengers: number;
  largechildseats: number;
  smallchildseats: number;
}

export const ALREADY_PAID = 'This booking is already paid.';

/** The PaymentResult of a booking nobody is charging now: paid, or not (yet). */
export const paymentState = (row: Pick<BookingRow, 'is_paid'>): WirePaymentResult =>
  row.is_paid ? { Code: 1, Message: ALREADY_PAID } : { Code: 0, Message: '' };

/** The payment results rule (rules: payment-results) answer about a booking: createbookingTest's, and paymentintent's (which adds what is due). */
export function bookingResponse(row: BookingRow, payment: WirePaymentResult, clientSecret = ''): WireBookingResponse {
  return {
    Code: 1,
    Message: '',
    Bref: row.jobpartid,
    ReturnRef: row.return_jobpartid ?? 0,
    // Stripe: the PaymentIntent's client secret the client confirms; PayPal: the order the buyer approves; the
    // sandbox needs none (the client tokenises the card and sends the nonce).
    ClientSecret: clientSecret,
    PaymentResult: payment,
    BookingCode: row.access_code,
  };
}

/** What a booking is paid for: always the API's own figures, never the client's. */
export const chargeRequestOf = (row: BookingRow) => ({
  bookingId: row.id,
  jobpartid: row.jobpartid,
  amount: row.total_fare,
  currency: row.currency_code,
});
