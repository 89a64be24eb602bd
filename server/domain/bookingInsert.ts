/** The booking's one insert: both journeys' records, contact, extras, flights, notes and fares in one statement. */
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Db } from '../db';
import type { SessionUser } from '../lib/session';
import { BOOKING_COLUMNS } from '../stores/bookingRows';
import type { BookedExtras, BookingRow } from './bookingPayments';
import { onwardRecord, returnRecord, type BookingFares, type BookingInput } from './bookingsRecord';
import type { OperatorConfig } from './operatorConfig';
import { APP_BASE_URL_SQL } from '../stores/licences';

export interface InsertParts {
  fares: BookingFares;
  times: { pickupAt: DateTime; returnAt: DateTime | null };
  customer: { name: string; email: string; phone: string; dialingcode: string };
  vehicletype: string;
  quoteId: number;
}

/** Stores the booking once per requestid: null when that requestid was booked already (ON CONFLICT). */
export async function insertBooking(
  tx: Db,
  ctx: { now: Date; operator: OperatorConfig; session: SessionUser | null },
  input: BookingInput,
  parts: InsertParts,
): Promise<{ row: BookingRow; appBaseUrl: string | null } | null> {
  // The references are drawn by the insert itself (below), which writes them into the records: one statement fewer.
  const jobpartid = 0;
  const returnJobpartid = parts.times.returnAt ? 0 : null;
  const createdAt = DateTime.fromJSDate(ctx.now).setZone(ctx.operator.configuration.timezone);
  const details = onwardRecord(input, {
    jobpartid,
    pickupAt: parts.times.pickupAt,
    createdAt,
    fares: parts.fares,
    vehicletype: parts.vehicletype,
    customer: parts.customer,
  });
  const returnDetails =
    returnJobpartid !== null && parts.times.returnAt
      ? returnRecord(details, input, { jobpartid: returnJobpartid, pickupAt: parts.times.returnAt, fares: parts.fares })
      : null;
  const contact = {
    passenger: {
      name: details.passengername,
      email: details.passengeremail,
      phone: details.passengerphone,
      dialingcode: details.passengerdialingcode,
    },
    customer: parts.customer,
  };
  const extras: BookedExtras = {
    handbags: input.handbags ?? 0,
    luggages: input.luggages ?? 0,
    smallpets: input.smallpets ?? 0,
    otherpets: input.otherpets ?? 0,
    equipment: input.equipment ?? 0,
    passengers: input.passengers ?? 1,
    largechildseats: input.largechildseats ?? 0,
    smallchildseats: input.smallchildseats ?? 0,
  };
  const flights = {
    onward: {
      flightno: details.flightnumber,
      exparrival: input.exparrival ?? '',
      code: details.arrivingfromairportcode,
      name: details.arrivingfromairportname,
      unavailable: !!input.isflightdetail,
    },
    return: returnDetails
      ? {
          flightno: returnDetails.flightnumber,
          exparrival: input.returnexparrival ?? '',
          code: returnDetails.arrivingfromairportcode,
          name: returnDetails.arrivingfromairportname,
          unavailable: !!input.returnisflightdetail,
        }
      : null,
    waitingtime: input.waitingtime ?? 0,
  };
  const notes = { note: input.note ?? '', pickupnote: input.pickupnote ?? '', dropoffnote: input.dropoffnote ?? '' };
  const { rows } = await tx.query<BookingRow & { app_base_url: string | null }>(
    // Both legs' references from the sequence (the return's only for a return journey), set in their records too.
    `WITH ids AS (SELECT nextval('jobpart_ids') AS id,
                         CASE WHEN $7::timestamptz IS NOT NULL THEN nextval('jobpart_ids') END AS return_id)
     INSERT INTO bookings (jobpartid, return_jobpartid, request_id, quote_id, customer_id, booker_id, status, is_paid, payment_method,
       pickup_at, return_at, currency_code, total_fare, gbp_total_fare, access_code, details, return_details, contact, extras, flights,
       notes, fares, email, created_at)
     VALUES ((SELECT id FROM ids), (SELECT return_id FROM ids), $1, $2, $3, $4, 'Upcoming', false, $5, $6, $7, $8, $9, $10, $11,
       $12::jsonb || jsonb_build_object('jobpartid', (SELECT id FROM ids)),
       $13::jsonb || jsonb_build_object('jobpartid', (SELECT return_id FROM ids)),
       $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (request_id) DO NOTHING
     RETURNING ${BOOKING_COLUMNS}, (${APP_BASE_URL_SQL}) AS app_base_url`,
    [
      input.requestid,
      parts.quoteId,
      ctx.session?.customerId ?? null,
      input.bookerid ? (ctx.session?.bookerId ?? null) : null,
      input.paymentmethod,
      parts.times.pickupAt.toJSDate().toISOString(),
      parts.times.returnAt?.toJSDate().toISOString() ?? null,
      parts.fares.currencycode,
      parts.fares.totalfare,
      parts.fares.gbptotalfare,
      randomBytes(18).toString('base64url'),
      details,
      returnDetails,
      contact,
      extras,
      flights,
      notes,
      parts.fares,
      (details.passengeremail || parts.customer.email).trim(),
      ctx.now.toISOString(),
    ],
  );
  if (!rows[0]) return null;
  // The app's address for the confirmation's ticket link comes with the insert's answer.
  const { app_base_url: appBaseUrl, ...row } = rows[0];
  return { row, appBaseUrl };
}
