/** The booking's one insert (server/domain/newBooking.ts builds its values): both legs' references drawn by it. */
import type { Db } from '../db';
import type { BookingRow } from '../domain/bookingPayments';
import type { NewBooking } from '../domain/newBooking';
import { BOOKING_COLUMNS } from './bookingRows';
import { APP_BASE_URL_SQL } from './licences';

/** Stores the booking once per requestid: null when that requestid was booked already (ON CONFLICT). */
export async function insertBooking(
  tx: Db,
  booking: NewBooking,
): Promise<{ row: BookingRow; appBaseUrl: string | null } | null> {
  const { rows } = await tx.query<BookingRow & { app_base_url: string | null }>(
    // Both legs' references from the sequence (the return's only for a return journey), set in their records too.
    `WITH ids AS (SELECT nextval('jobpart_ids') AS id,
                         CASE WHEN $7::timestamptz IS NOT NULL THEN nextval('jobpart_ids') END AS return_id)
     INSERT INTO bookings (jobpartid, return_jobpartid, request_id, quote_id, customer_id, booker_id, status, is_paid, payment_method,
       pickup_at, return_at, currency_code, total_fare, gbp_total_fare, access_code, details, return_details, contact, extras, flights,
       notes, fares, email, created_at, language)
     VALUES ((SELECT id FROM ids), (SELECT return_id FROM ids), $1, $2, $3, $4, 'Upcoming', false, $5, $6, $7, $8, $9, $10, $11,
       $12::jsonb || jsonb_build_object('jobpartid', (SELECT id FROM ids)),
       $13::jsonb || jsonb_build_object('jobpartid', (SELECT return_id FROM ids)),
       $14, $15, $16, $17, $18, $19, $20, $21)
     ON CONFLICT (request_id) DO NOTHING
     RETURNING ${BOOKING_COLUMNS}, (${APP_BASE_URL_SQL}) AS app_base_url`,
    [
      booking.requestId,
      booking.quoteId,
      booking.customerId,
      booking.bookerId,
      booking.paymentMethod,
      booking.pickupAt,
      booking.returnAt,
      booking.fares.currencycode,
      booking.fares.totalfare,
      booking.fares.gbptotalfare,
      booking.accessCode,
      booking.details,
      booking.returnDetails,
      booking.contact,
      booking.extras,
      booking.flights,
      booking.notes,
      booking.fares,
      booking.email,
      booking.createdAt,
      booking.language,
    ],
  );
  if (!rows[0]) return null;
  // The app's address for the confirmation's ticket link comes with the insert's answer.
  const { app_base_url: appBaseUrl, ...row } = rows[0];
  return { row, appBaseUrl };
}
