/** Finding a booking's row (the booking call rule, rules: call-booking): by job part id, id, access code or payment link. */
import type { Db } from '../db';
import type { BookingRow } from '../domain/bookingPayments';
import type { ReturnFacts } from '../domain/bookingsAccess';
import { APP_BASE_URL_SQL } from './licences';

/** The columns of a BookingRow (domain/bookingPayments.ts). */
export const BOOKING_COLUMNS = `id::int AS id, jobpartid::int AS jobpartid, return_jobpartid::int AS return_jobpartid,
  customer_id::int AS customer_id, booker_id::int AS booker_id, status, return_status, is_paid, payment_method, total_fare::float8 AS total_fare,
  currency_code, access_code, payment_link, email, details, return_details, extras, fares, language`;

/** A booking by either of its job part ids (onward or return). */
export async function findByJobPartId(
  db: Db,
  jobpartid: number,
  options: { lock?: boolean } = {},
): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE jobpartid = $1 OR return_jobpartid = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [jobpartid],
  );
  return rows[0] ?? null;
}

export async function findById(db: Db, id: number, options: { lock?: boolean } = {}): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A booking by the requestid it was made with (one booking per requestid); locked for a repeated submission. */
export async function findByRequest(
  db: Db,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE request_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [requestId],
  );
  return rows[0] ?? null;
}

/** Gives a booking to a customer's account (a booker's booking for the customer they opened an account for). */
export async function setBookingCustomer(tx: Db, bookingId: number, customerId: number): Promise<void> {
  await tx.query('UPDATE bookings SET customer_id = $2 WHERE id = $1', [bookingId, customerId]);
}

export async function findByAccessCode(db: Db, code: string): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE access_code = $1`, [code]);
  return rows[0] ?? null;
}

/** The return's kind and the driving time of the quote a booking was made (or last changed) from (returnLeg). */
export async function returnFactsOf(db: Db, bookingId: number): Promise<ReturnFacts> {
  const { rows } = await db.query<{ rtntype: string | null; minutes: number | null }>(
    `SELECT q.pricing->>'rtntype' AS rtntype, (q.pricing->>'journeytime')::float8 AS minutes
       FROM bookings b JOIN quotes q ON q.id = b.quote_id WHERE b.id = $1`,
    [bookingId],
  );
  return { rtntype: rows[0]?.rtntype ?? null, journeyMinutes: rows[0]?.minutes ?? null };
}

/** A booking by its payment link id (unguessable, so holding it is the permission to pay). */
export async function findByPaymentLink(db: Db, id: string): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE payment_link = $1`, [id]);
  return rows[0] ?? null;
}

/** What the mails take from the database besides the booking: the app's address and the quote's driving time. */
export interface StoredFacts {
  baseUrl: string | null;
  journeyMinutes: number | null;
}

/** One query for both (the booking load's profile: each statement costs PGlite about 0.2-0.4 ms however small). */
export async function bookingMailFacts(db: Db, bookingId: number): Promise<StoredFacts> {
  const { rows } = await db.query<{ baseurl: string | null; minutes: number | null }>(
    `SELECT (${APP_BASE_URL_SQL}) AS baseurl,
            (SELECT (q.pricing->>'journeytime')::float8 FROM bookings b JOIN quotes q ON q.id = b.quote_id
              WHERE b.id = $1) AS minutes`,
    [bookingId],
  );
  return { baseUrl: rows[0]?.baseurl ?? null, journeyMinutes: rows[0]?.minutes ?? null };
}

/** Marks a booking paid (both journeys' records too) with the gateway's authorisation code. */
export async function markPaid(tx: Db, bookingId: number, authCode: string): Promise<void> {
  await tx.query(
    `UPDATE bookings SET is_paid = true, transaction_id = $2, details = jsonb_set(details, '{ispaid}', 'true'),
       return_details = CASE WHEN return_details IS NULL THEN NULL ELSE jsonb_set(return_details, '{ispaid}', 'true') END
     WHERE id = $1`,
    [bookingId, authCode],
  );
}

/**
 * At most this many of a customer's bookings around one time are compared with a new one: a person has one or two;
 * an address that books hundreds in an hour (the bench's load, a script) would otherwise make every booking read and
 * compare them all (13.1 ms of server CPU a booking against 10.2 without the check, in the bench's booking load).
 */
const BOOKINGS_AROUND_MAX = 20;

/**
 * The live bookings of a customer (or, for a guest, of an e-mail address) picked up within `minutes` of a time, for
 * the duplicate check of the booking checks rule (rules: booking-checks).
 */
export async function bookingsAround(
  db: Db,
  who: { customerId: number | null; email: string },
  pickupAt: Date,
  minutes: number,
): Promise<{ jobpartid: number; pickupaddress: string; dropoffaddress: string; pickupAt: Date }[]> {
  if (who.customerId === null && !who.email.trim()) return [];
  const { rows } = await db.query<{
    jobpartid: number;
    pickupaddress: string;
    dropoffaddress: string;
    pickup_at: Date | string;
  }>(
    `SELECT jobpartid::int AS jobpartid, details->>'pickupaddress' AS pickupaddress,
            details->>'dropoffaddress' AS dropoffaddress, pickup_at
       FROM bookings
      WHERE ${who.customerId === null ? 'customer_id IS NULL AND lower(email) = lower($1)' : 'customer_id = $1'}
        AND status !~* 'cancel' AND pickup_at BETWEEN $2::timestamptz - make_interval(mins => $3)
                                              AND $2::timestamptz + make_interval(mins => $3)
      LIMIT ${BOOKINGS_AROUND_MAX}`,
    [who.customerId ?? who.email.trim(), pickupAt.toISOString(), minutes],
  );
  return rows.map((row) => ({ ...row, pickupAt: new Date(row.pickup_at) }));
}

/** Keeps a booking's warnings on its record, so the ticket and the detail show them after the booking answer is gone. */
export async function recordWarnings(tx: Db, bookingId: number, warnings: object[]): Promise<void> {
  await tx.query(`UPDATE bookings SET details = details || jsonb_build_object('warnings', $2::jsonb) WHERE id = $1`, [
    bookingId,
    JSON.stringify(warnings),
  ]);
}
