/** An upcoming airport pick-up follows its flight (issue 12): the rule is domain/flightFollow.ts. */
import type { Db } from '../db';
import type { BookingRow } from '../domain/bookingPayments';
import { followLeg, type StoredFlights } from '../domain/flightFollow';
import { bookingFlights, saveFollowedFlights } from '../stores/bookingFlights';

/** Brings an upcoming booking's flights up to date (the rule of domain/flightFollow.ts); returns the row as it now stands. */
export async function followFlights(db: Db, row: BookingRow, now: Date, zone: string): Promise<BookingRow> {
  if (row.status !== 'Upcoming') return row;
  const flights = await bookingFlights(db, row.id);
  if (!flights?.onward) return row;
  const waiting = Number(flights.waitingtime) || 0;
  const onward = followLeg(row.details, flights.onward, waiting, now, zone);
  const back = row.return_details ? followLeg(row.return_details, flights.return, waiting, now, zone) : null;
  if (!onward && !back) return row;
  const details = onward?.record ?? row.details;
  const returnDetails = back?.record ?? row.return_details;
  const stored: StoredFlights = {
    ...flights,
    onward: onward?.flight ?? flights.onward,
    return: back?.flight ?? flights.return,
  };
  // Only if nothing else changed the booking since it was read: a concurrent change wins, the next read follows.
  await saveFollowedFlights(db, row.id, row.details, {
    details,
    returnDetails,
    flights: stored,
    pickupAt: onward?.pickupAt?.toJSDate().toISOString() ?? null,
    returnAt: back?.pickupAt?.toJSDate().toISOString() ?? null,
  });
  return { ...row, details, return_details: returnDetails };
}
