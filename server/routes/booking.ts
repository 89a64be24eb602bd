import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db';
import { createBooking } from '../services/createBooking';
import { accessTo, currentRecord, isOwner, returnLeg } from '../domain/bookingsAccess';
import { findByAccessCode, findByJobPartId, returnFactsOf } from '../stores/bookingRows';
import { followFlights } from '../services/flightFollow';
import { MailLimitReached } from '../stores/mailLimits';
import { refuseTooMany, type RateLimits } from '../guards/rateLimits';
import type { BookingInput } from '../domain/bookingsRecord';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import type { Mailer } from '../gateways/mail';
import type { PaymentGateways } from '../gateways/payments';
import { journeyPlacesRefusal } from '../domain/bookingRules';
import { ClientError, GENERIC_ERROR_MESSAGE } from '../lib/errors';
import { MAX_ID, objectSchema, queryId, requiredText, source, text } from '../lib/schemas';
import { readSession, requireOwnIds } from '../lib/session';
import { bookingSchema } from './bookingSchema';
import { checkDate } from './quotation';
import { mailSettings, sendReceipt } from '../services/bookingNotices';

export interface BookingDeps {
  db: Db;
  gateways: PaymentGateways;
  mailer: Mailer;
  operatorConfig: OperatorConfigStore;
  now: () => Date;
  /** Guest bookings per client address, and mail per recipient (server/guards/rateLimits.ts); absent, none. */
  rateLimits?: Pick<RateLimits, 'guestBookingLimit' | 'limits'>;
}

export const RECEIPT_SENT = 'The receipt has been sent to your email address';
/** The own-reference rule's answers: a reference opens a ticket only for its owner's session. */
export const SIGN_IN_FOR_REFERENCE =
  'Sign in to open your booking by its reference, or open the link in your booking confirmation.';
export const REFERENCE_NOT_IN_ACCOUNT = 'There is no booking with this reference in your account.';
const REFERENCE = /^[0-9]{1,15}$/;
export const BOOKING_NOT_FOUND = 'Booking not found.';
/** A job part id as a number or a string of digits; no larger than an id can be, so 1e308 or 2^63 never reaches the database. */
const bookingRef = { type: ['integer', 'string'], minimum: 1, maximum: MAX_ID, pattern: '^[0-9]{1,15}$' } as const;

/** The answer of `work`, or 429 when it would mail a recipient that has had its share of mail. */
async function answerMailLimit<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MailLimitReached) return refuseTooMany(reply, error.retryAfterSeconds, error.message);
    throw error;
  }
}

/** The promo calls and booking call rules (rules: call-promo, call-booking): createbookingTest, bookinginfo, bookingdetails and emailreceipt (docs/server.md, Booking). */
export function registerBookingRoutes(api: FastifyInstance, deps: BookingDeps): void {
  const { db } = deps;

  api.post<{ Body: BookingInput }>(
    '/createbookingTest',
    { schema: { body: bookingSchema } },
    async (request, reply) => {
      const body = request.body;
      const now = deps.now();
      const session = await requireOwnIds(db, request, now, { custid: body.custid, bookerid: body.bookerid });
      // A guest is anyone: their bookings, and the mail each sends, are limited (issue 26). An account answers for its own.
      const guestWait = session ? undefined : await deps.rateLimits?.guestBookingLimit(request);
      if (guestWait !== undefined) return refuseTooMany(reply, guestWait);
      checkDate(body.bookingdate, 'bookingdate');
      checkDate(body.returndate, 'returndate');
      if (!body.isasap && !body.bookingdate?.trim()) throw new ClientError(400, 'bookingdate is required');
      // The same-place rule, as the quotation applies it: a quote's id must not carry a booking to one place.
      const places = journeyPlacesRefusal({ ...body, pick: body.pickupaddress, doff: body.dropoffaddress });
      if (places) throw new ClientError(400, places);
      const operator = await deps.operatorConfig.get();
      const mailLimit = session ? undefined : await deps.rateLimits?.limits.current('mailPerRecipient');
      return answerMailLimit(reply, () =>
        createBooking({ db, now, operator, session, gateways: deps.gateways, mailLimit, mailer: deps.mailer }, body),
      );
    },
  );

  api.post<{ Body: { code: string } }>(
    '/bookinginfo',
    { schema: { body: objectSchema({ code: requiredText(100) }, ['code']) } },
    async (request) => {
      const code = request.body.code.trim();
      const now = deps.now();
      let row = await findByAccessCode(db, code);
      // The own-reference rule: the random code opens a ticket for anyone who holds it; a (sequential, guessable)
      // reference opens one only for the signed-in customer, or their booker, who owns it. Someone else's booking
      // and a missing one get the same answer.
      if (!row && REFERENCE.test(code)) {
        const session = await readSession(db, request, now);
        if (!session) return { code: 2, message: SIGN_IN_FOR_REFERENCE };
        const found = await findByJobPartId(db, Number(code));
        if (!found || !isOwner(found, session)) return { code: 2, message: REFERENCE_NOT_IN_ACCOUNT };
        row = found;
      }
      if (!row) return { code: 0, message: 'No booking was found for this code.' };
      const { timezone } = (await deps.operatorConfig.get()).configuration;
      return {
        code: 1,
        message: '',
        ...currentRecord(row, now, timezone),
        ...(row.return_details ? { returnbooking: currentRecord(row, now, timezone, 'return') } : {}),
      };
    },
  );

  api.get<{ Querystring: { jobid: string } }>(
    '/bookingdetails',
    { schema: { querystring: objectSchema({ jobid: queryId }, ['jobid']) } },
    async (request, reply) => {
      const now = deps.now();
      const session = await readSession(db, request, now);
      if (!session) throw new ClientError(401, 'Please sign in again.');
      const jobid = Number(request.query.jobid);
      const found = await findByJobPartId(db, jobid);
      // Someone else's booking looks exactly like a missing one.
      if (!found || !isOwner(found, session)) return reply.status(404).send({ code: 0, message: BOOKING_NOT_FOUND });
      const { timezone } = (await deps.operatorConfig.get()).configuration;
      // An airport pick-up follows its flight's landing (issue 12).
      const row = await followFlights(db, found, now, timezone);
      const which = row.return_jobpartid === jobid ? 'return' : 'onward';
      // The onward record carries the return leg, which the change form starts from (the booking record rule).
      const leg = which === 'onward' ? returnLeg(row, await returnFactsOf(db, row.id), timezone) : {};
      return { code: 1, message: '', bookingdetails: { ...currentRecord(row, now, timezone, which), ...leg } };
    },
  );

  api.post<{ Body: { source?: number; bookingref: number | string; code?: string } }>(
    '/emailreceipt',
    { schema: { body: objectSchema({ source, bookingref: bookingRef, code: text(100) }, ['bookingref']) } },
    async (request, reply) => {
      const now = deps.now();
      const row = await findByJobPartId(db, Number(request.body.bookingref));
      if (!row) return { code: 0, message: GENERIC_ERROR_MESSAGE };
      const access = accessTo(row, await readSession(db, request, now), request.body.code);
      if (access === 'sign-in') throw new ClientError(401, 'Please sign in again.');
      // A guest's booking needs its booking code: references are sequential, so anyone could otherwise have its
      // receipt mailed again and again. Without the code it looks like a reference that does not exist.
      if (access === 'forbidden' && row.customer_id === null && row.booker_id === null)
        return { code: 0, message: GENERIC_ERROR_MESSAGE };
      if (access === 'forbidden') throw new ClientError(403, 'Not allowed.');
      if (!row.email) return { code: 0, message: GENERIC_ERROR_MESSAGE };
      const operator = await deps.operatorConfig.get();
      const mailLimit = await deps.rateLimits?.limits.current('mailPerRecipient');
      return answerMailLimit(reply, async () => {
        await sendReceipt(deps.mailer, db, row, mailSettings(operator), now, mailLimit);
        return { code: 1, message: RECEIPT_SENT };
      });
    },
  );
}
