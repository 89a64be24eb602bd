/**
 * Creating a booking (spec 7.6 createbookingTest): checked against its stored quote, stored once per requestid,
 * and paid through the sandbox gateway. Refusals store nothing.
 */
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import type { WireBookingResponse } from '../../src/api/wire/booking';
import type { Db } from '../db';
import {
  GatewayNotConfigured,
  PAYMENT_INFO_MESSAGE,
  type PaymentGateway,
  type PaymentGateways,
} from '../gateways/payments';
import type { Mailer } from '../gateways/mail';
import type { SessionUser } from '../lib/session';
import { accountForBookersCustomer } from '../services/bookerCustomers';
import { mailSettings, sendBookingNotice } from '../services/bookingNotices';
import { chargeBooking, createProviderPayment } from '../services/bookingPayments';
import { BOOKING_COLUMNS } from '../stores/bookingRows';
import { APP_BASE_URL_SQL } from '../stores/licences';
import {
  checkAgainstQuote,
  onwardRecord,
  returnRecord,
  type BookingFares,
  type BookingInput,
  type QuoteCheck,
} from './bookingsRecord';
import { bookerAccount } from './bookerAccounts';
import { contactProblem } from './bookingContact';
import type { OperatorConfig } from './operatorConfig';
import { QUOTE_COLUMNS_READ, recentQuotesFor, storedQuoteOf, type QuoteReadRow, type StoredQuote } from './quotes';
import { bookingResponse, paymentState, type BookedExtras, type BookingRow } from './bookingPayments';

export const SIGN_IN_TO_BOOK = 'Please sign in to book.';
export const EMAIL_REQUIRED = 'Email is required';
export const METHOD_NOT_AVAILABLE = 'This payment method is not available.';
/** Issue 15: a booker whose terms require a cost centre must give one with every booking. */
export const COST_CENTRE_REQUIRED = 'Please enter a cost centre for this booking.';
export const REQUEST_NOT_YOURS = 'This booking request belongs to another customer.';
export const RETURN_DATE_REQUIRED = 'Please choose a return date.';
/** Spec 8.2, Capacity. */
export const NO_VEHICLE_FOR_CAPACITY = 'No vehicle found with selected capacity';
/** A pick-up may be this much earlier than now plus the lead time: the customer took a moment to book. */
const LEAD_TIME_GRACE_MINUTES = 5;

export interface BookingContext {
  db: Db;
  now: Date;
  operator: OperatorConfig;
  session: SessionUser | null;
  gateways: PaymentGateways;
  mailer: Mailer;
}

const refused = (message: string): WireBookingResponse => ({ Code: 2, Message: message });
/** The gateway that takes this method's payment (none for cash), or null when the server has no keys for it. */
function gatewayOf(ctx: BookingContext, method: string): PaymentGateway | null {
  try {
    return ctx.gateways.forBooking(method, ctx.operator.configuration.paymentgateway);
  } catch (error) {
    if (error instanceof GatewayNotConfigured) return null;
    throw error;
  }
}
const paidOnline = (method: string) => method === 'card' || method === 'paypal';

/**
 * The chosen vehicle type seats everyone (passengers counts the children in child seats, 7.6) and takes the luggage
 * and hand bags, as the client's vehicle list filters them (features/booking/model/extras.ts).
 */
export function fitsVehicle(input: BookingInput, operator: OperatorConfig): boolean {
  const vehicle = operator.vehicleTypes.find((v) => v.vehtypeid === input.vehtypeid);
  if (!vehicle) return true; // An unknown vehicle is refused by the quote check, with its own message.
  return (
    (input.passengers ?? 1) <= vehicle.noofpassengers &&
    (input.luggages ?? 0) <= Math.max(vehicle.noofluggeges, vehicle.maxluggage) &&
    (input.handbags ?? 0) <= vehicle.noofhandbags
  );
}

/** Who may book how (spec 6, 3.14): payment methods by configuration; guests only when allowed, and with an e-mail. */
export function bookingRefusal(
  input: BookingInput,
  session: SessionUser | null,
  operator: OperatorConfig,
): string | null {
  const settings = operator.configuration;
  const method = input.paymentmethod;
  const allowed =
    (method === 'cash' && settings.IsCashAllowed) ||
    (method === 'card' && settings.IsCardAllowed) ||
    (method === 'paypal' && settings.IsPaypalAllowed);
  if (!allowed) return METHOD_NOT_AVAILABLE;
  if (!session) {
    if (!settings.allowGuest) return SIGN_IN_TO_BOOK;
    const email = (input.passengeremail || input.custemail || '').trim();
    if (!email) return EMAIL_REQUIRED;
  }
  const contact = contactProblem(input, { lockedToProfile: session !== null && session.bookerId === null });
  if (contact) return contact;
  if (bookingForOthers(input, session) && !input.costcentre?.trim()) {
    if (bookerAccount(operator.bookers, session!.bookerId!)?.costCentreRequired) return COST_CENTRE_REQUIRED;
  }
  if (!fitsVehicle(input, operator)) return NO_VEHICLE_FOR_CAPACITY;
  return null;
}

async function findByRequest(db: Db, requestId: string, lock = false): Promise<BookingRow | null> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE request_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [requestId],
  );
  return rows[0] ?? null;
}

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether a repeated requestid comes from whoever made the booking: the same customer's session, or for a guest
 * (who has none) the same e-mail and phone the booking was made with. A requestid alone is no proof: it travels in
 * request bodies and logs, and would hand a stranger the guest's reference and booking code.
 */
function sameClient(row: BookingRow, session: SessionUser | null, input: BookingInput): boolean {
  // A booker's booking may belong to the customer it was made for (bookerCustomers.ts): the booker is still its client.
  if (row.booker_id !== null && session?.bookerId === row.booker_id) return true;
  if (row.customer_id !== (session?.customerId ?? null)) return false;
  if (row.customer_id !== null) return true;
  return (
    sameText(input.passengeremail || input.custemail, row.email) &&
    sameText(input.passengerphone, row.details.passengerphone)
  );
}

/** A repeated submission: the same booking; an unpaid card booking is charged again with the new nonce. */
async function answerRepeat(
  tx: Db,
  ctx: BookingContext,
  row: BookingRow,
  input: BookingInput,
): Promise<WireBookingResponse> {
  if (!sameClient(row, ctx.session, input)) return refused(REQUEST_NOT_YOURS);
  const gateway = paidOnline(row.payment_method) ? gatewayOf(ctx, row.payment_method) : null;
  if (!gateway) return bookingResponse(row, paymentState(row));
  if (gateway.flow === 'intent') return intentResponse(tx, ctx, gateway, row);
  const wasPaid = row.is_paid;
  const payment = await chargeBooking(tx, gateway, row, input.nonce, ctx.now);
  // A card declined at booking and paid now with another: that is paying later, and it gets its note.
  if (!wasPaid && row.is_paid)
    await sendBookingNotice(
      ctx.mailer,
      tx,
      row,
      { kind: 'paid', cardText: payment.Message ?? '' },
      mailSettings(ctx.operator),
      ctx.now,
    );
  return bookingResponse(row, payment);
}

/** Stripe or PayPal: the booking, unpaid, with a new provider payment for the client to complete (4.10). */
async function intentResponse(tx: Db, ctx: BookingContext, gateway: PaymentGateway, row: BookingRow) {
  if (row.is_paid) return bookingResponse(row, paymentState(row));
  const created = await createProviderPayment(tx, gateway, row, ctx.now);
  if (!created.ok) return bookingResponse(row, { Code: 0, Message: created.message });
  return bookingResponse(row, paymentState(row), created.clientSecret);
}

async function repeat(ctx: BookingContext, input: BookingInput): Promise<WireBookingResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await findByRequest(tx, input.requestid, true);
    if (!row) throw new Error('booking vanished during a repeated submission');
    return answerRepeat(tx, ctx, row, input);
  });
}

/** A booker booking with their booker id books for a separate customer (spec 6). */
function bookingForOthers(input: BookingInput, session: SessionUser | null): boolean {
  return !!(input.bookerid && session?.bookerId);
}

async function customerOf(db: Db, session: SessionUser | null, input: BookingInput) {
  const fromInput = {
    name: `${input.custfirstname ?? ''} ${input.custsurname ?? ''}`.trim() || input.passengername.trim(),
    email: input.custemail || input.passengeremail || '',
    phone: input.custphone || input.passengerphone,
    dialingcode: input.custdialingcode || input.passengerdialingcode || '',
  };
  // A booker's customer is the one the booker named, not the booker (spec 6).
  if (!session || bookingForOthers(input, session)) return fromInput;
  // A signed-in customer's profile overrides what the form sent (spec 6).
  const { rows } = await db.query<{
    email: string;
    firstname: string;
    surname: string;
    phone: string;
    dialingcode: string;
  }>('SELECT email, firstname, surname, phone, dialingcode FROM customers WHERE id = $1', [session.customerId]);
  const profile = rows[0];
  if (!profile) return fromInput;
  return {
    name: `${profile.firstname} ${profile.surname}`.trim() || fromInput.name,
    email: profile.email,
    phone: profile.phone,
    dialingcode: profile.dialingcode,
  };
}

/**
 * Whether this requestid was booked already and, when the booking names its quote, that quote: one statement for
 * both (each statement costs PGlite about 0.2-0.4 ms however small, and every booking asks both).
 */
async function lookUp(
  ctx: BookingContext,
  input: BookingInput,
): Promise<{ repeated: boolean; named?: StoredQuote | null }> {
  if (!input.quoteid) return { repeated: (await findByRequest(ctx.db, input.requestid)) !== null };
  const { rows } = await ctx.db.query<QuoteReadRow & { repeated: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM bookings WHERE request_id = $1) AS repeated, q.*
       FROM (SELECT 1) AS one LEFT JOIN (SELECT ${QUOTE_COLUMNS_READ} FROM quotes WHERE id = $2) AS q ON true`,
    [input.requestid, input.quoteid],
  );
  return { repeated: rows[0].repeated, named: storedQuoteOf(rows[0]) };
}

/**
 * The quote the booking names (`named`, already read); without a quoteid (the spec's payload has none), the newest
 * quote of the same journey whose fares the booking matches, else the newest one's refusal (expired, fare changed).
 */
async function findQuote(
  ctx: BookingContext,
  input: BookingInput,
  named: StoredQuote | null | undefined,
): Promise<{ quote: StoredQuote | null; check: QuoteCheck }> {
  const context = { now: ctx.now, phone: ctx.operator.configuration.phone, promos: ctx.operator.promoCodes };
  if (input.quoteid) {
    const quote = named ?? null;
    return { quote, check: checkAgainstQuote(input, quote, context) };
  }
  const candidates = await recentQuotesFor(ctx.db, {
    pick: { lat: input.picklat, lng: input.picklng },
    doff: { lat: input.dofflat, lng: input.dofflng },
    rtntype: input.rtntype ?? '',
  });
  const checks = candidates.map((quote) => ({ quote, check: checkAgainstQuote(input, quote, context) }));
  return checks.find((c) => c.check.ok) ?? checks[0] ?? { quote: null, check: checkAgainstQuote(input, null, context) };
}

type Times = { pickupAt: DateTime; returnAt: DateTime | null } | { refusal: string };

function journeyTimes(
  ctx: BookingContext,
  input: BookingInput,
  pricing: { leadtime: number; journeytime: number; waitminutes: number },
): Times {
  const zone = ctx.operator.configuration.timezone;
  const now = DateTime.fromJSDate(ctx.now).setZone(zone);
  const earliest = now.plus({ minutes: pricing.leadtime });
  // Times are kept in the operator's zone, whatever offset the client wrote.
  const pickupAt = input.isasap ? earliest : DateTime.fromISO(input.bookingdate ?? '', { zone }).setZone(zone);
  if (!pickupAt.isValid) return { refusal: 'bookingdate is invalid' };
  if (pickupAt < earliest.minus({ minutes: LEAD_TIME_GRACE_MINUTES })) {
    return { refusal: `The earliest time we can pickup from this address is ${earliest.toFormat('dd/MM/yyyy HH:mm')}` };
  }
  if (input.rtntype === 'w&r')
    return { pickupAt, returnAt: pickupAt.plus({ minutes: pricing.journeytime + pricing.waitminutes }) };
  if (input.rtntype !== 'rtn') return { pickupAt, returnAt: null };
  const returnAt = input.returndate ? DateTime.fromISO(input.returndate, { zone }).setZone(zone) : null;
  if (!returnAt?.isValid) return { refusal: RETURN_DATE_REQUIRED };
  const earliestReturn = pickupAt.plus({ minutes: pricing.journeytime });
  if (returnAt < earliestReturn)
    return { refusal: `The earliest possible return date is ${earliestReturn.toFormat('dd/MM/yyyy HH:mm')}.` };
  return { pickupAt, returnAt };
}

/** POST /api/createbookingTest: see docs/server.md (Booking) for every answer. */
export async function createBooking(ctx: BookingContext, input: BookingInput): Promise<WireBookingResponse> {
  const refusal = bookingRefusal(input, ctx.session, ctx.operator);
  if (refusal) return refused(refusal);
  const { repeated, named } = await lookUp(ctx, input);
  if (repeated) return repeat(ctx, input);

  const { quote, check } = await findQuote(ctx, input, named);
  if (!check.ok || !quote) return refused(check.ok ? '' : check.message);
  const times = journeyTimes(ctx, input, quote.pricing);
  if ('refusal' in times) return refused(times.refusal);
  const gateway = paidOnline(input.paymentmethod) ? gatewayOf(ctx, input.paymentmethod) : null;
  if (paidOnline(input.paymentmethod) && !gateway) return refused(METHOD_NOT_AVAILABLE);
  if (gateway?.flow === 'token') {
    // The nonce path (4.10): the card was tokenised first, so a booking without a usable token is refused unstored.
    const nonce = input.nonce ? await gateway.checkToken(ctx.db, input.nonce, ctx.now) : null;
    if (!nonce?.ok) return refused(nonce?.message ?? PAYMENT_INFO_MESSAGE);
  }
  const customer = await customerOf(ctx.db, ctx.session, input);
  const vehicletype = quote.pricing.vehicles.find((v) => v.vehtypeid === input.vehtypeid)?.vehtype ?? '';

  return ctx.db.transaction(async (tx) => {
    // No second look for the requestid here: the insert's ON CONFLICT is the check (one statement fewer per booking).
    const inserted = await insertBooking(tx, ctx, input, {
      fares: check.fares,
      times,
      customer,
      vehicletype,
      quoteId: quote.id,
    });
    if (!inserted) {
      // Another submission of this requestid was booked since the look above (on Postgres the insert waited for its
      // commit): answer with that booking, locked as a repeat is, so a card is never charged twice at once.
      const winner = await findByRequest(tx, input.requestid, true);
      if (!winner) throw new Error('booking neither inserted nor found');
      return answerRepeat(tx, ctx, winner, input);
    }
    const { row, appBaseUrl } = inserted;
    if (bookingForOthers(input, ctx.session)) await giveToBookersCustomer(tx, ctx, input, row);
    const payment =
      gateway?.flow === 'token' ? await chargeBooking(tx, gateway, row, input.nonce, ctx.now) : paymentState(row);
    // Confirmed at once, whoever booked and however they pay: a guest who closes the tab still has the booking.
    await sendBookingNotice(ctx.mailer, tx, row, { kind: 'confirmation' }, mailSettings(ctx.operator), ctx.now, {
      baseUrl: appBaseUrl,
      journeyMinutes: quote.pricing.journeytime,
    });
    if (gateway?.flow === 'intent') return intentResponse(tx, ctx, gateway, row);
    return bookingResponse(row, payment);
  });
}

/** A booker's booking for a customer is the customer's too, in the account the booker opened for them (if any). */
async function giveToBookersCustomer(tx: Db, ctx: BookingContext, input: BookingInput, row: BookingRow): Promise<void> {
  const customerId = await accountForBookersCustomer(
    tx,
    ctx.session!.bookerId!,
    {
      firstname: input.custfirstname ?? '',
      surname: input.custsurname ?? '',
      email: input.custemail ?? '',
      phone: input.custphone ?? '',
      dialingcode: input.custdialingcode ?? '',
    },
    { now: ctx.now, company: ctx.operator.configuration.company, mailer: ctx.mailer },
  );
  if (customerId === null) return;
  await tx.query('UPDATE bookings SET customer_id = $2 WHERE id = $1', [row.id, customerId]);
  row.customer_id = customerId;
}

interface InsertParts {
  fares: BookingFares;
  times: { pickupAt: DateTime; returnAt: DateTime | null };
  customer: { name: string; email: string; phone: string; dialingcode: string };
  vehicletype: string;
  quoteId: number;
}

async function insertBooking(
  tx: Db,
  ctx: BookingContext,
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
