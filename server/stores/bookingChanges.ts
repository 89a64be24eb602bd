/**
 * A booking changed online (migrations/020, the booking change rule, rules: booking-change): the owner's booking
 * locked for the change, the changed booking written over the old one under the same references, and each change
 * kept once per request as the booking's history.
 */
import type { Db } from '../db';
import type { BookingRow } from '../domain/bookingPayments';
import type { ChangeLine, StoredParts } from '../domain/bookingChange';
import type { Owner } from '../domain/history';
import type { NewBooking } from '../domain/newBooking';
import { BOOKING_COLUMNS } from './bookingRows';

/**
 * The owner's booking by either reference, locked until the change commits (a second change waits, then sees the
 * first); null when there is none the owner may change (someone else's booking is "not found"). A null owner is a
 * provider's report of a change's payment, which names the booking itself.
 */
export async function lockOwnedBooking(
  tx: Db,
  owner: Owner | null,
  jobpartid: number,
): Promise<{ row: BookingRow; parts: StoredParts } | null> {
  const mine =
    owner === null
      ? 'true'
      : owner.bookerId === null
        ? 'b.customer_id = $2'
        : '(b.customer_id = $2 OR b.booker_id = $3)';
  const { rows } = await tx.query<
    BookingRow & {
      rtntype: string | null;
      flights: StoredParts['flights'];
      notes: StoredParts['notes'];
      return_at: Date | string | null;
      pickup_at: Date | string;
    }
  >(
    `SELECT ${BOOKING_COLUMNS}, b.flights, b.notes, b.return_at, b.pickup_at,
            (SELECT q.pricing->>'rtntype' FROM quotes q WHERE q.id = b.quote_id) AS rtntype
       FROM bookings b WHERE (b.jobpartid = $1 OR b.return_jobpartid = $1) AND ${mine} FOR UPDATE`,
    owner === null
      ? [jobpartid]
      : owner.bookerId === null
        ? [jobpartid, owner.customerId]
        : [jobpartid, owner.customerId, owner.bookerId],
  );
  const found = rows[0];
  if (!found) return null;
  const { rtntype, flights, notes, return_at, pickup_at: _pickup, ...row } = found;
  const returnAt = return_at === null ? null : new Date(return_at);
  return {
    row,
    parts: {
      rtntype: ((rtntype ?? (row.return_details ? 'rtn' : '')) || '') as StoredParts['rtntype'],
      flights,
      notes,
      returnAt,
    },
  };
}

/** The answer of an earlier change made with this request, or null. */
export async function earlierChange(tx: Db, bookingId: number, requestId: string): Promise<object | null> {
  const { rows } = await tx.query<{ answer: object }>(
    'SELECT answer FROM booking_changes WHERE booking_id = $1 AND request_id = $2',
    [bookingId, requestId],
  );
  return rows[0]?.answer ?? null;
}

export interface ChangeRecord {
  bookingId: number;
  requestId: string;
  changes: ChangeLine[];
  oldFare: number;
  newFare: number;
  currency: string;
  payment: 'none' | 'charged' | 'refunded' | 'refund-failed';
  chargeAuthCode: string | null;
  answer: object;
}

export async function recordChange(tx: Db, change: ChangeRecord, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO booking_changes (booking_id, request_id, changes, old_fare, new_fare, currency_code, payment,
       charge_auth_code, answer, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      change.bookingId,
      change.requestId,
      JSON.stringify(change.changes),
      change.oldFare,
      change.newFare,
      change.currency,
      change.payment,
      change.chargeAuthCode,
      JSON.stringify(change.answer),
      now.toISOString(),
    ],
  );
}

/** A booking's changes, oldest first: what changed, the fares before and after, how the difference was settled. */
export async function changesOf(
  db: Db,
  bookingId: number,
): Promise<{ changes: ChangeLine[]; oldfare: number; newfare: number; payment: string; at: string }[]> {
  const { rows } = await db.query<{
    changes: ChangeLine[];
    oldfare: number;
    newfare: number;
    payment: string;
    at: Date;
  }>(
    `SELECT changes, old_fare::float8 AS oldfare, new_fare::float8 AS newfare, payment, created_at AS at
       FROM booking_changes WHERE booking_id = $1 ORDER BY id`,
    [bookingId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/**
 * Writes the changed booking over the old one: the same row, references, access code and payment link; the new
 * times, fares, records and parts. The records keep their status and paid flag.
 */
export async function saveChangedBooking(
  tx: Db,
  bookingId: number,
  changed: Pick<
    NewBooking,
    | 'pickupAt'
    | 'returnAt'
    | 'fares'
    | 'details'
    | 'returnDetails'
    | 'contact'
    | 'extras'
    | 'flights'
    | 'notes'
    | 'email'
  >,
): Promise<BookingRow> {
  const { rows } = await tx.query<BookingRow>(
    `UPDATE bookings b SET pickup_at = $2, return_at = $3, total_fare = $4, gbp_total_fare = $5, fares = $6,
       details = $7::jsonb || jsonb_build_object('jobpartid', b.jobpartid, 'status', b.details->'status', 'ispaid', b.is_paid),
       return_details = CASE WHEN $8::jsonb IS NULL OR b.return_jobpartid IS NULL THEN NULL ELSE
         $8::jsonb || jsonb_build_object('jobpartid', b.return_jobpartid,
                                         'status', COALESCE(b.return_details->'status', b.details->'status'), 'ispaid', b.is_paid) END,
       contact = COALESCE(b.contact, '{}'::jsonb) || $9::jsonb, extras = $10, flights = $11, notes = $12, email = $13
     WHERE b.id = $1 RETURNING ${BOOKING_COLUMNS}`,
    [
      bookingId,
      changed.pickupAt,
      changed.returnAt,
      changed.fares.totalfare,
      changed.fares.gbptotalfare,
      changed.fares,
      changed.details,
      changed.returnDetails,
      changed.contact,
      changed.extras,
      changed.flights,
      changed.notes,
      changed.email,
    ],
  );
  return rows[0];
}

/**
 * The driver's trip follows the new plan: a trip allocated but not started is dropped, so the dispatcher allocates
 * the changed booking again from its new time and places (server/tracking/trips.ts); one under way cannot be changed.
 */
export async function dropUnstartedTrips(tx: Db, bookingId: number): Promise<void> {
  await tx.query(`DELETE FROM trips WHERE booking_id = $1 AND status = 'Allocated' AND NOT finished`, [bookingId]);
}

/** A booking's payments ledger (charges and refunds, oldest first): the dev route e2e tests compare amounts with. */
export async function bookingLedger(db: Db, jobpartid: number): Promise<{ outcome: string; amount: number }[]> {
  const { rows } = await db.query<{ outcome: string; amount: number }>(
    `SELECT p.outcome, p.amount::float8 AS amount FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.jobpartid = $1 AND p.outcome IN ('approved', 'refunded') ORDER BY p.id`,
    [jobpartid],
  );
  return rows;
}
