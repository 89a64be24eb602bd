/** Stored booking parameters (the licence host rule, rules: licence-host): a quick-booking link's journey, found by its random token until it expires. */
import type { Db } from '../db';

export interface BookingParamsRow {
  trackingcode: string;
  pickup: string;
  dropoff: string;
  datetime: string;
  vehtypeid: number | null;
  vehicleid: number | null;
  isasap: boolean;
}

export async function insertBookingParams(
  db: Db,
  token: string,
  ttlHours: number,
  row: BookingParamsRow,
): Promise<void> {
  await db.query(
    `INSERT INTO booking_params (token, expires_at, trackingcode, pickup, dropoff, datetime, vehtypeid, vehicleid, isasap)
     VALUES ($1, now() + make_interval(hours => $2), $3, $4, $5, $6, $7, $8, $9)`,
    [
      token,
      ttlHours,
      row.trackingcode,
      row.pickup,
      row.dropoff,
      row.datetime,
      row.vehtypeid,
      row.vehicleid,
      row.isasap,
    ],
  );
}

/** The parameters for a token, or undefined for one never issued or past its time (one answer for both). */
export async function findBookingParams(db: Db, token: string): Promise<BookingParamsRow | undefined> {
  const { rows } = await db.query<BookingParamsRow>(
    `SELECT trackingcode, pickup, dropoff, datetime, vehtypeid, vehicleid, isasap
     FROM booking_params WHERE token = $1 AND expires_at > now()`,
    [token],
  );
  return rows[0];
}
