/**
 * What a new booking stores: both journeys' records, contact, extras, flights, notes and fares, built from the form
 * and its checked quote. Pure; server/stores/bookingInsert.ts writes it in one statement.
 */
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { SessionUser } from '../lib/session';
import type { BookedExtras } from './bookingPayments';
import { onwardRecord, returnRecord, type BookingFares, type BookingInput } from './bookingsRecord';
import type { OperatorConfig } from './operatorConfig';
import { enabledLocales, type Locale } from '../../src/api/wire/locales';
import { bookingLanguage } from './mailLanguage';

export interface InsertParts {
  fares: BookingFares;
  times: { pickupAt: DateTime; returnAt: DateTime | null };
  customer: { name: string; email: string; phone: string; dialingcode: string };
  vehicletype: string;
  quoteId: number;
}

/** The columns of a new bookings row; the references (jobpartid) are drawn by the insert and written in then. */
export interface NewBooking {
  requestId: string;
  quoteId: number;
  customerId: number | null;
  bookerId: number | null;
  paymentMethod: string;
  pickupAt: string;
  returnAt: string | null;
  fares: BookingFares;
  accessCode: string;
  details: object;
  returnDetails: object | null;
  contact: object;
  extras: BookedExtras;
  flights: object;
  notes: object;
  email: string;
  createdAt: string;
  /** The language it was booked in: its mails and invoice speak it (the booking language rule). */
  language: Locale;
}

export function newBooking(
  ctx: { now: Date; operator: OperatorConfig; session: SessionUser | null },
  input: BookingInput,
  parts: InsertParts,
): NewBooking {
  // The references are drawn by the insert itself, which writes them into the records: one statement fewer.
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
  return {
    requestId: input.requestid,
    quoteId: parts.quoteId,
    customerId: ctx.session?.customerId ?? null,
    bookerId: input.bookerid ? (ctx.session?.bookerId ?? null) : null,
    paymentMethod: input.paymentmethod,
    pickupAt: parts.times.pickupAt.toJSDate().toISOString(),
    returnAt: parts.times.returnAt?.toJSDate().toISOString() ?? null,
    fares: parts.fares,
    accessCode: randomBytes(18).toString('base64url'),
    details,
    returnDetails,
    contact,
    extras,
    flights,
    notes: { note: input.note ?? '', pickupnote: input.pickupnote ?? '', dropoffnote: input.dropoffnote ?? '' },
    email: (details.passengeremail || parts.customer.email).trim(),
    createdAt: ctx.now.toISOString(),
    language: bookingLanguage(input.language, enabledLocales(ctx.operator.configuration.languages)),
  };
}
