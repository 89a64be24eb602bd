import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { WireBookingRecord } from '../../src/api/wire/booking';

/**
 * The two lists of spec 7.6 and the tabs they feed (spec 2.5); status text is matched case-insensitively (4.3).
 *
 * - currentbookings: every trip under way (status contains started, arrived, pob, on board or in progress), every
 *   booking picked up today in the operator's time zone whatever its status, and every later booking whose status
 *   is not final. The client splits it (src/features/account/model/bookingLists.ts): under way -> booking-process,
 *   today -> today-bookings, the rest (later days, paid or not) -> booking-pending, shown as "Upcoming".
 * - journeyhistory: booking-history. Every booking not under way whose status is final (contains cancel, complete,
 *   finish, no show, noshow or declin) or whose pick-up day has passed, picked up within the chosen range.
 *
 * A trip completed or cancelled today is in both: today's tab still shows it, and so does the history.
 */
const FINAL = /cancel|complete|finish|no ?show|declin/i;
const UNDER_WAY = /started|arrived|pob|on ?board|in ?progress/i;

export function isFinalStatus(status: string): boolean {
  return FINAL.test(status);
}

export function isUnderWay(status: string): boolean {
  return UNDER_WAY.test(status);
}

/**
 * The status of one leg of a booking row: the return leg has its own once the onward trip is under way (the
 * dispatcher's return_status, docs/tracking.md); until then, and after a cancellation, both legs share `status`.
 */
export function legStatus(row: { status: string; return_status?: string | null }, which: 'onward' | 'return'): string {
  return which === 'return' ? (row.return_status ?? row.status) : row.status;
}

type Timed = Pick<WireBookingRecord, 'status' | 'pickupdatetime'>;

/** -1, 0 or 1: the pick-up day before, on or after today in the operator's zone (an unreadable date counts as past). */
function pickupDayVersusToday(record: Timed, now: Date, timezone: string): number {
  const pickupDay = DateTime.fromISO(record.pickupdatetime, { setZone: true }).setZone(timezone).toISODate();
  const today = DateTime.fromJSDate(now).setZone(timezone).toISODate();
  if (!pickupDay || !today || pickupDay < today) return -1;
  return pickupDay === today ? 0 : 1;
}

export function isCurrent(record: Timed, now: Date, timezone: string): boolean {
  if (isUnderWay(record.status)) return true;
  const day = pickupDayVersusToday(record, now, timezone);
  return day === 0 || (day > 0 && !isFinalStatus(record.status));
}

export function isHistory(record: Timed, now: Date, timezone: string): boolean {
  if (isUnderWay(record.status)) return false;
  return isFinalStatus(record.status) || pickupDayVersusToday(record, now, timezone) < 0;
}

/** A booking owner: the customer, or a booker who made bookings for others (6). */
export interface Owner {
  customerId: number;
  bookerId: number | null;
}

interface BookingRow {
  status: string;
  return_status: string | null;
  is_paid: boolean;
  details: WireBookingRecord;
  return_details: WireBookingRecord | null;
}

/**
 * The 3.2 records of a booking row: the onward journey and, for a return booking, the return journey under its own
 * job part id. Status and paid are the row's columns (they change after booking); now is the server time.
 */
function toRecords(row: BookingRow, now: Date, timezone: string): WireBookingRecord[] {
  const serverNow =
    DateTime.fromJSDate(now).setZone(timezone).toISO({ suppressMilliseconds: true }) ?? now.toISOString();
  const legs = [
    { details: row.details, which: 'onward' as const },
    ...(row.return_details ? [{ details: row.return_details, which: 'return' as const }] : []),
  ];
  return legs.map(({ details, which }) => ({
    ...details,
    status: legStatus(row, which),
    ispaid: row.is_paid,
    now: serverNow,
  }));
}

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
  const { rows } = await db.query<BookingRow>(
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
 * Cancels the owner's booking if its status contains "upcoming" (4.3); the column and the stored records both
 * change. Either job part id of a return booking cancels both journeys while they share one status; once the onward
 * trip is under way (return_status set, docs/tracking.md) the return job part id cancels the return journey alone.
 */
export async function cancelBooking(
  db: Db,
  owner: Owner,
  jobpartid: number,
  /** Runs in the cancelling transaction once the booking is cancelled (the cancellation mail). */
  afterCancel?: (tx: Db, bookingId: number) => Promise<void>,
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
      await afterCancel?.(tx, Number(booking.id));
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
    await afterCancel?.(tx, Number(booking.id));
    return 'cancelled';
  });
}
