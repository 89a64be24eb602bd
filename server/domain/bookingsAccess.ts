/** Deciding who may see or act on a booking (the booking call rule (rules: call-booking); issue 4's ownership rule). */
import { DateTime } from 'luxon';
import type { WireBookingRecord } from '../../src/api/wire/booking';
import type { SessionUser } from '../lib/session';
import type { BookingRow } from './bookingPayments';
import { legStatus } from './history';

/** The signed-in customer who booked it, or the booker who booked it for someone. */
export function isOwner(row: Pick<BookingRow, 'customer_id' | 'booker_id'>, session: SessionUser | null): boolean {
  if (!session) return false;
  return row.customer_id === session.customerId || (session.bookerId !== null && row.booker_id === session.bookerId);
}

export type Access = 'allowed' | 'sign-in' | 'forbidden';

/**
 * Who may act on a booking: whoever holds its access code (the secret of its ticket link), else for a customer's
 * booking that customer's (or its booker's) session. A job part id alone proves nothing: it is guessable.
 */
export function accessTo(row: BookingRow, session: SessionUser | null, code?: string): Access {
  if (code && code === row.access_code) return 'allowed';
  if (row.customer_id !== null || row.booker_id !== null) {
    if (isOwner(row, session)) return 'allowed';
    return session ? 'forbidden' : 'sign-in';
  }
  return 'forbidden';
}

/** The booking record rule (rules: booking-record) record with what can change after booking (status, paid) and the server time. */
export function currentRecord(
  row: BookingRow,
  now: Date,
  timezone: string,
  which: 'onward' | 'return' = 'onward',
): WireBookingRecord {
  const details = which === 'return' && row.return_details ? row.return_details : row.details;
  const serverNow =
    DateTime.fromJSDate(now).setZone(timezone).toISO({ suppressMilliseconds: true }) ?? now.toISOString();
  return { ...details, ...bookedExtras(row), status: legStatus(row, which), ispaid: row.is_paid, now: serverNow };
}

/** What the quote a booking was made (or last changed) from tells about its return: its kind and driving time. */
export interface ReturnFacts {
  rtntype: string | null;
  journeyMinutes: number | null;
}

/**
 * The booking record rule's return leg (HasReturn, ReturnDate, ReturnEarliestTime, WaitAndReturn, ReturnFlight) for
 * the onward journey's record: the return journey's pick-up and flight come from its own record; the earliest
 * return is the onward pick-up plus the driving time (the earliest return rule the booking call applies).
 */
export function returnLeg(
  row: Pick<BookingRow, 'return_jobpartid' | 'return_details' | 'details'>,
  facts: ReturnFacts,
  timezone: string,
): Partial<WireBookingRecord> {
  const back = row.return_details;
  if (!back || !row.return_jobpartid) return { hasreturn: false };
  const pickup = DateTime.fromISO(row.details.pickupdatetime, { setZone: true }).setZone(timezone);
  const earliest =
    facts.journeyMinutes !== null && pickup.isValid
      ? pickup.plus({ minutes: facts.journeyMinutes }).toISO({ suppressMilliseconds: true })
      : null;
  return {
    hasreturn: true,
    returnjobpartid: row.return_jobpartid,
    returndate: back.pickupdatetime,
    ...(earliest ? { returnearliesttime: earliest } : {}),
    waitandreturn: facts.rtntype === 'w&r',
    returnflightnumber: back.flightnumber ?? '',
  };
}

/**
 * What the booking record rule (rules: booking-record) record leaves out but the ticket shows: the extras, and the promo code with what it took off the total
 * (both journeys together; the record's totalfare is already discounted). Absent on rows seeded without them.
 */
function bookedExtras(row: Pick<BookingRow, 'extras' | 'fares'>): Partial<WireBookingRecord> {
  const extras = row.extras;
  const promo = row.fares?.promocode && row.fares.discount ? row.fares : null;
  return {
    ...(extras
      ? {
          smallchildseats: extras.smallchildseats,
          largechildseats: extras.largechildseats,
          smallpets: extras.smallpets,
          otherpets: extras.otherpets,
          equipment: extras.equipment,
          handbags: extras.handbags,
        }
      : {}),
    ...(promo ? { promocode: promo.promocode, discount: promo.discount } : {}),
  };
}
