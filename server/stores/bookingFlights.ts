/** A booking's followed flights (bookings.flights) and the pick-up times they move. */
import type { WireBookingRecord } from '../../src/api/wire/booking';
import type { Db } from '../db';
import type { StoredFlights } from '../domain/flightFollow';

export async function bookingFlights(db: Db, bookingId: number): Promise<StoredFlights | null | undefined> {
  const { rows } = await db.query<{ flights: StoredFlights | null }>('SELECT flights FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return rows[0]?.flights;
}

export interface FollowedFlights {
  details: WireBookingRecord;
  returnDetails: WireBookingRecord | null;
  flights: StoredFlights;
  /** The new pick-up times (ISO), or null to keep the stored one. */
  pickupAt: string | null;
  returnAt: string | null;
}

/** Only if nothing else changed the booking since it was read (its details are still `read`): a concurrent change wins. */
export async function saveFollowedFlights(
  db: Db,
  bookingId: number,
  read: WireBookingRecord,
  followed: FollowedFlights,
): Promise<void> {
  await db.query(
    `UPDATE bookings SET details = $2, return_details = $3, flights = $4,
       pickup_at = COALESCE($5::timestamptz, pickup_at), return_at = COALESCE($6::timestamptz, return_at)
     WHERE id = $1 AND status = 'Upcoming' AND details = $7`,
    [bookingId, followed.details, followed.returnDetails, followed.flights, followed.pickupAt, followed.returnAt, read],
  );
}
