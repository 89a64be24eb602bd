import { DateTime } from 'luxon';
import type { WireBookingRecord } from '../../src/api/wire/booking';

/**
 * The two lists of the booking call rule (rules: call-booking) and the tabs they feed (the booking history tabs rule, rules: history-tabs); status text is matched case-insensitively (the booking status rule, rules: booking-status).
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
export const UNDER_WAY = /started|arrived|pob|on ?board|in ?progress/i;

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

export interface HistoryRow {
  status: string;
  return_status: string | null;
  is_paid: boolean;
  details: WireBookingRecord;
  return_details: WireBookingRecord | null;
}

/**
 * The booking record rule (rules: booking-record) records of a booking row: the onward journey and, for a return booking, the return journey under its own
 * job part id. Status and paid are the row's columns (they change after booking); now is the server time.
 */
export function toRecords(row: HistoryRow, now: Date, timezone: string): WireBookingRecord[] {
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
