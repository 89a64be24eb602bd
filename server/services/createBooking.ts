/**
 * Creating a booking (the booking call rule (rules: call-booking) createbookingTest): checked against its stored quote, stored once per requestid,
 * and paid through the sandbox gateway. Refusals store nothing. Its pure rules are in server/domain/bookingRules.ts, the
 * values it stores in server/domain/newBooking.ts, its statements in server/stores.
 */
import type { WireBookingResponse, WireWarning } from '../../src/api/wire/booking';
import type { Db } from '../db';
import {
  GatewayNotConfigured,
  PAYMENT_INFO_MESSAGE,
  type PaymentGateway,
  type PaymentGateways,
} from '../gateways/payments';
import type { SessionUser } from '../lib/session';
import type { Mailer } from '../gateways/mail';
import type { Limit } from '../guards/limitSettings';
import { accountForBookersCustomer } from './bookerCustomers';
import { languageOfBooking } from '../domain/mailLanguage';
import { mailTranslator } from './mailTranslator';
import { mailSettings, sendBookingNotice } from './bookingNotices';
import { chargeBooking, createProviderPayment } from './bookingPayments';
import { customerContact } from '../stores/accounts';
import { insertBooking } from '../stores/bookingInsert';
import { bookingsAround, findByRequest, recordWarnings, setBookingCustomer } from '../stores/bookingRows';
import { claimMailRoom } from '../stores/mailLimits';
import { recentQuotesFor, requestAndQuote } from '../stores/quotes';
import { bookingResponse, paymentState, type BookingRow } from '../domain/bookingPayments';
import {
  bookingForOthers,
  bookingRefusal,
  journeyTimes,
  METHOD_NOT_AVAILABLE,
  paidOnline,
  REQUEST_NOT_YOURS,
  sameClient,
} from '../domain/bookingRules';
import { checkAgainstQuote, type BookingInput, type QuoteCheck } from '../domain/bookingsRecord';
import { newBooking } from '../domain/newBooking';
import { bookingWarnings, SAME_TIME_MINUTES } from '../domain/bookingChecks';
import type { OperatorConfig } from '../domain/operatorConfig';
import type { StoredQuote } from '../domain/quotes';

export interface BookingContext {
  db: Db;
  now: Date;
  operator: OperatorConfig;
  session: SessionUser | null;
  gateways: PaymentGateways;
  /** Confirmations per recipient (server/stores/mailLimits.ts): set for a guest's booking, which anyone can make. */
  mailLimit?: Limit;
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
/** Where a guest's confirmation goes (the booking's e-mail, as insertBooking stores it). */
const guestEmail = (input: BookingInput) => (input.passengeremail || input.custemail || '').trim();

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

/** Stripe or PayPal: the booking, unpaid, with a new provider payment for the client to complete (the payment flow rule, rules: payment-flow). */
async function intentResponse(tx: Db, ctx: BookingContext, gateway: PaymentGateway, row: BookingRow) {
  if (row.is_paid) return bookingResponse(row, paymentState(row));
  const created = await createProviderPayment(tx, gateway, row, ctx.now);
  if (!created.ok) return bookingResponse(row, { Code: 0, Message: created.message });
  return bookingResponse(row, paymentState(row), created.clientSecret);
}

async function repeat(ctx: BookingContext, input: BookingInput): Promise<WireBookingResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await findByRequest(tx, input.requestid, { lock: true });
    if (!row) throw new Error('booking vanished during a repeated submission');
    return withWarnings(await answerRepeat(tx, ctx, row, input), row);
  });
}

async function customerOf(db: Db, session: SessionUser | null, input: BookingInput) {
  const fromInput = {
    name: `${input.custfirstname ?? ''} ${input.custsurname ?? ''}`.trim() || input.passengername.trim(),
    email: input.custemail || input.passengeremail || '',
    phone: input.custphone || input.passengerphone,
    dialingcode: input.custdialingcode || input.passengerdialingcode || '',
  };
  // A booker's customer is the one the booker named, not the booker (the roles rule, rules: roles).
  if (!session || bookingForOthers(input, session)) return fromInput;
  // A signed-in customer's profile overrides what the form sent (the roles rule, rules: roles).
  const profile = await customerContact(db, session.customerId);
  if (!profile) return fromInput;
  return {
    name: `${profile.firstname} ${profile.surname}`.trim() || fromInput.name,
    email: profile.email,
    phone: profile.phone,
    dialingcode: profile.dialingcode,
  };
}

/** Whether this requestid was booked already and, when the booking names its quote, that quote (one statement). */
async function lookUp(
  ctx: BookingContext,
  input: BookingInput,
): Promise<{ repeated: boolean; named?: StoredQuote | null }> {
  if (!input.quoteid) return { repeated: (await findByRequest(ctx.db, input.requestid)) !== null };
  const { repeated, quote } = await requestAndQuote(ctx.db, input.requestid, input.quoteid);
  return { repeated, named: quote };
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
    // The nonce path (the card token rule, rules: card-token): the card was tokenised first, so a booking without a usable token is refused unstored.
    const nonce = input.nonce ? await gateway.checkToken(ctx.db, input.nonce, ctx.now) : null;
    if (!nonce?.ok) return refused(nonce?.message ?? PAYMENT_INFO_MESSAGE);
  }
  const customer = await customerOf(ctx.db, ctx.session, input);
  const vehicletype = quote.pricing.vehicles.find((v) => v.vehtypeid === input.vehtypeid)?.vehtype ?? '';

  return ctx.db.transaction(async (tx) => {
    // Before the insert: a refusal stores nothing. A repeated requestid (above) sends no mail, so is not counted.
    if (ctx.mailLimit) await claimMailRoom(tx, guestEmail(input), ctx.mailLimit, ctx.now);
    // No second look for the requestid here: the insert's ON CONFLICT is the check (one statement fewer per booking).
    const inserted = await insertBooking(
      tx,
      newBooking(ctx, input, { fares: check.fares, times, customer, vehicletype, quoteId: quote.id }),
    );
    if (!inserted) {
      // Another submission of this requestid was booked since the look above (on Postgres the insert waited for its
      // commit): answer with that booking, locked as a repeat is, so a card is never charged twice at once.
      const winner = await findByRequest(tx, input.requestid, { lock: true });
      if (!winner) throw new Error('booking neither inserted nor found');
      return withWarnings(await answerRepeat(tx, ctx, winner, input), winner);
    }
    const { row, appBaseUrl } = inserted;
    if (bookingForOthers(input, ctx.session)) await giveToBookersCustomer(tx, ctx, input, row);
    const payment =
      gateway?.flow === 'token' ? await chargeBooking(tx, gateway, row, input.nonce, ctx.now) : paymentState(row);
    const warnings = await checkStoredBooking(
      tx,
      row,
      input,
      times.pickupAt.toJSDate(),
      ctx.operator.configuration.timezone,
      ctx.now,
    );
    if (warnings.length) {
      await recordWarnings(tx, row.id, warnings);
      row.details.warnings = warnings;
    }
    // Confirmed at once, whoever booked and however they pay: a guest who closes the tab still has the booking.
    const confirmation = { kind: 'confirmation' as const, warnings };
    await sendBookingNotice(ctx.mailer, tx, row, confirmation, mailSettings(ctx.operator), ctx.now, {
      baseUrl: appBaseUrl,
      journeyMinutes: quote.pricing.journeytime,
    });
    const answer =
      gateway?.flow === 'intent' ? await intentResponse(tx, ctx, gateway, row) : bookingResponse(row, payment);
    return withWarnings(answer, row);
  });
}

/** A booking's answer with the warnings its checks found when it was made: a repeated submission answers them too. */
function withWarnings(answer: WireBookingResponse, row: BookingRow): WireBookingResponse {
  const warnings = answer.Code === 1 ? row.details.warnings : undefined;
  return warnings?.length ? { ...answer, warnings } : answer;
}

/**
 * The booking checks rule (rules: booking-checks) on a booking as stored (just made, or just changed), against the
 * customer's (or the e-mail address's) other live bookings around its time.
 */
export async function checkStoredBooking(
  tx: Db,
  row: BookingRow,
  input: BookingInput,
  pickupAt: Date,
  timezone: string,
  now: Date,
): Promise<WireWarning[]> {
  const around = await bookingsAround(
    tx,
    { customerId: row.customer_id, email: row.email },
    pickupAt,
    SAME_TIME_MINUTES,
  );
  return bookingWarnings(
    {
      pickup: { address: input.pickupaddress, category: input.pickcategory, lat: input.picklat, lng: input.picklng },
      dropoff: { address: input.dropoffaddress, category: input.doffcategory, lat: input.dofflat, lng: input.dofflng },
      pickupAt,
      flightNumber: input.flightno,
      ...returnFlightOf(input),
      others: around.filter((other) => other.jobpartid !== row.jobpartid),
    },
    timezone,
    now,
  );
}

/** A return journey's flight and pick-up time, when the booking has both (the return leg's flight checks). */
function returnFlightOf(input: BookingInput): { returnFlight?: { flightNumber: string; pickupAt: Date } } {
  const at = input.returndate ? new Date(input.returndate) : null;
  if (!input.returnflightno?.trim() || !at || Number.isNaN(at.getTime())) return {};
  return { returnFlight: { flightNumber: input.returnflightno.trim(), pickupAt: at } };
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
    {
      now: ctx.now,
      company: ctx.operator.configuration.company,
      mailer: ctx.mailer,
      words: mailTranslator(languageOfBooking(row.language, ctx.operator.configuration.languages)),
    },
  );
  if (customerId === null) return;
  await setBookingCustomer(tx, row.id, customerId);
  row.customer_id = customerId;
}
