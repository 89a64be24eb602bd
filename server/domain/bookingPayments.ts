/**
 * A stored booking as the booking and payment calls read it, what they answer about it (spec 3.11), and charging
 * it through the operator's payment gateway (server/gateways/payments): at booking time and when paying later.
 */
import type { WireBookingRecord, WireBookingResponse, WirePaymentResult } from '../../src/api/wire/booking';
import type { Db } from '../db';
import { PAYMENT_INFO_MESSAGE, type PaymentGateway } from '../gateways/payments';
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
  /** The payment link's id (spec 2.1 /payment?id=): pays this booking, reads nothing else. */
  payment_link: string;
  email: string;
  details: WireBookingRecord;
  return_details: WireBookingRecord | null;
  /** The extras and fares as booked; null on rows seeded without them. */
  extras: BookedExtras | null;
  fares: Partial<BookingFares> | null;
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

export const BOOKING_COLUMNS = `id::int AS id, jobpartid::int AS jobpartid, return_jobpartid::int AS return_jobpartid,
  customer_id::int AS customer_id, booker_id::int AS booker_id, status, return_status, is_paid, payment_method, total_fare::float8 AS total_fare,
  currency_code, access_code, payment_link, email, details, return_details, extras, fares`;

export const ALREADY_PAID = 'This booking is already paid.';

/** The PaymentResult of a booking nobody is charging now: paid, or not (yet). */
export const paymentState = (row: Pick<BookingRow, 'is_paid'>): WirePaymentResult =>
  row.is_paid ? { Code: 1, Message: ALREADY_PAID } : { Code: 0, Message: '' };

/** The 3.11 answer about a booking: createbookingTest's, and paymentintent's (which adds what is due). */
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

/** Charges a card booking's token and marks it paid on approval; the PaymentResult of 3.11. Run inside a transaction. */
export async function chargeBooking(
  tx: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  token: string | undefined,
  now: Date,
): Promise<WirePaymentResult> {
  if (row.is_paid) return paymentState(row);
  if (!token) return { Code: 0, Message: PAYMENT_INFO_MESSAGE };
  const result = await gateway.charge(tx, token, chargeRequestOf(row), now);
  if (result.status !== 'approved') return { Code: 0, Message: result.message };
  await tx.query(
    `UPDATE bookings SET is_paid = true, transaction_id = $2, details = jsonb_set(details, '{ispaid}', 'true'),
       return_details = CASE WHEN return_details IS NULL THEN NULL ELSE jsonb_set(return_details, '{ispaid}', 'true') END
     WHERE id = $1`,
    [row.id, result.authCode],
  );
  row.is_paid = true;
  return { Code: 1, Message: `Paid by ${result.brand} ending ${result.last4}`, AuthCode: result.authCode };
}

/** What a booking is paid for: always the API's own figures, never the client's. */
export const chargeRequestOf = (row: BookingRow) => ({
  bookingId: row.id,
  jobpartid: row.jobpartid,
  amount: row.total_fare,
  currency: row.currency_code,
});

/**
 * Intent gateways (Stripe, PayPal): creates the provider's payment for the booking's amount and remembers which
 * booking and gateway it belongs to; answers the client secret (or PayPal order id) for the client.
 */
export async function createProviderPayment(
  db: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  now: Date,
): Promise<{ ok: true; clientSecret: string } | { ok: false; message: string }> {
  if (!gateway.createPayment) return { ok: true, clientSecret: '' };
  const request = chargeRequestOf(row);
  const reopened = await reopenLatestPayment(db, gateway, row, now);
  if (reopened) return reopened;
  const created = await gateway.createPayment(request);
  if (!created.ok) return created;
  await db.query(
    `INSERT INTO provider_payments (id, booking_id, gateway, amount, currency_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO NOTHING`,
    [created.paymentId, row.id, gateway.name, request.amount, request.currency, now.toISOString()],
  );
  return { ok: true, clientSecret: created.clientSecret };
}

/** A provider payment made for this booking's amount younger than this may be offered again (Stripe keeps one for days). */
const REOPEN_WITHIN_MS = 24 * 60 * 60_000;

/** The booking's latest payment at this gateway, for its current amount, when the provider says it is still open. */
async function reopenLatestPayment(
  db: Db,
  gateway: PaymentGateway,
  row: BookingRow,
  now: Date,
): Promise<{ ok: true; clientSecret: string } | null> {
  if (!gateway.reopenPayment) return null;
  const request = chargeRequestOf(row);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM provider_payments
     WHERE booking_id = $1 AND gateway = $2 AND amount = $3 AND currency_code = $4 AND created_at > $5
     ORDER BY created_at DESC LIMIT 1`,
    [row.id, gateway.name, request.amount, request.currency, new Date(now.getTime() - REOPEN_WITHIN_MS).toISOString()],
  );
  if (!rows[0]) return null;
  const reopened = await gateway.reopenPayment(rows[0].id, request);
  return reopened?.ok ? { ok: true, clientSecret: reopened.clientSecret } : null;
}

/** The booking and gateway a provider payment id was created for by this API, or null. */
export async function providerPayment(db: Db, id: string): Promise<{ bookingId: number; gateway: string } | null> {
  const { rows } = await db.query<{ booking_id: number; gateway: string }>(
    'SELECT booking_id::int AS booking_id, gateway FROM provider_payments WHERE id = $1',
    [id],
  );
  return rows[0] ? { bookingId: rows[0].booking_id, gateway: rows[0].gateway } : null;
}
