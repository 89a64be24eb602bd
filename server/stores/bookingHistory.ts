/** The owner's bookings for the two lists of the booking call rule (rules: call-booking), and cancelling one (the booking actions rule, rules: booking-actions); the rules are domain/history.ts. */
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import { isCurrent, isHistory, toRecords, UNDER_WAY, type HistoryRow, type Owner } from '../domain/history';

function ownerClause(owner: Owner): { sql: string; params: unknown[] } {
  return owner.bookerId === null
    ? { sql: 'customer_id = $1', params: [owner.customerId] }
    : { sql: '(customer_id = $1 OR booker_id = $2)', params: [owner.customerId, owner.bookerId] };
}

async function ownedRecords(
  db: Db,
  owner: Owner,
  since: Date,
  now: Date,
  timezone: string,
): Promise<WireBookingRecord[]> {
  const { sql, params } = ownerClause(owner);
  const from = `$${params.length + 1}`;
  const { rows } = await db.query<HistoryRow>(
    `SELECT status, return_status, is_paid, details, return_details FROM bookings
     WHERE ${sql} AND (pickup_at >= ${from} OR return_at >= ${from} OR status ~* '${UNDER_WAY.source}'
       OR return_status ~* '${UNDER_WAY.source}')`,
    [...params, since.toISOString()],
  );
  return rows.flatMap((row) => toRecords(row, now, timezone));
}

const pickupMillis = (record: WireBookingRecord) => DateTime.fromISO(record.pickupdatetime).toMillis() || 0;

/** currentbookings (see isCurrent), soonest first. */
export async function currentBookings(db: Db, owner: Owner, now: Date, timezone: string): Promise<WireBookingRecord[]> {
  const startOfToday = DateTime.fromJSDate(now).setZone(timezone).startOf('day').toJSDate();
  const records = await ownedRecords(db, owner, startOfToday, now, timezone);
  return records
    .filter((record) => isCurrent(record, now, timezone))
    .sort((a, b) => pickupMillis(a) - pickupMillis(b) || a.jobpartid - b.jobpartid);
}

/** journeyhistory (see isHistory), newest first, picked up within the last `months` months (0: all). */
export async function journeyHistory(
  db: Db,
  owner: Owner,
  months: number,
  now: Date,
  timezone: string,
): Promise<WireBookingRecord[]> {
  const since = months > 0 ? DateTime.fromJSDate(now).setZone(timezone).minus({ months }).toJSDate() : new Date(0);
  const records = await ownedRecords(db, owner, since, now, timezone);
  return records
    .filter((record) => isHistory(record, now, timezone) && pickupMillis(record) >= since.getTime())
    .sort((a, b) => pickupMillis(b) - pickupMillis(a) || b.jobpartid - a.jobpartid);
}

/** The booking's unfinished trips are looked at by the dispatcher's next tick, which ends them (migrations/014). */
const dueAgain = (tx: Db, bookingId: string) =>
  tx.query(`UPDATE trips SET due_at = '-infinity' WHERE booking_id = $1 AND NOT finished`, [bookingId]);

export type CancelOutcome = 'cancelled' | 'not-found' | 'not-cancellable';

/**
 * Cancels the owner's booking if its status contains "upcoming" (the booking actions rule, rules: booking-actions); the column and the stored records both
 * change. Either job part id of a return booking cancels both journeys while they share one status; once the onward
 * trip is under way (return_status set, docs/tracking.md) the return job part id cancels the return journey alone.
 */
export async function cancelBooking(
  db: Db,
  owner: Owner,
  jobpartid: number,
  /** Runs in the cancelling transaction once the booking is cancelled (the refund, the cancellation mail); `leg` says which journeys. */
  afterCancel?: (tx: Db, bookingId: number, leg: 'both' | 'return') => Promise<void>,
): Promise<CancelOutcome> {
  const { sql, params } = ownerClause(owner);
  const ref = `$${params.length + 1}`;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; status: string; return_status: string | null; leg: string }>(
      `SELECT id, status, return_status, CASE WHEN return_jobpartid = ${ref} THEN 'return' ELSE 'onward' END AS leg
         FROM bookings WHERE (jobpartid = ${ref} OR return_jobpartid = ${ref}) AND ${sql} FOR UPDATE`,
      [...params, jobpartid],
    );
    const booking = rows[0];
    if (!booking) return 'not-found';
    if (booking.leg === 'return' && booking.return_status !== null) {
      // The legs have parted (the onward trip is under way or over): the return journey is cancelled on its own.
      if (!/upcoming/i.test(booking.return_status)) return 'not-cancellable';
      await tx.query(
        `UPDATE bookings SET return_status = 'Cancelled', return_details = jsonb_set(return_details, '{status}', '"Cancelled"')
          WHERE id = $1`,
        [booking.id],
      );
      await dueAgain(tx, booking.id);
      await afterCancel?.(tx, Number(booking.id), 'return');
      return 'cancelled';
    }
    if (!/upcoming/i.test(booking.status)) return 'not-cancellable';
    await tx.query(
      `UPDATE bookings SET status = 'Cancelled', details = jsonb_set(details, '{status}', '"Cancelled"'),
         return_details = CASE WHEN return_details IS NULL THEN NULL ELSE jsonb_set(return_details, '{status}', '"Cancelled"') END
       WHERE id = $1`,
      [booking.id],
    );
    await dueAgain(tx, booking.id);
    await afterCancel?.(tx, Number(booking.id), 'both');
    return 'cancelled';
  });
}
