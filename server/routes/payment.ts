import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireBookingResponse } from '../../src/api/wire/booking';
import type { Db } from '../db';
import { bookingResponse, chargeBooking, paymentState, type BookingRow } from '../domain/bookingPayments';
import { mailSettings, sendBookingNotice } from '../domain/bookingNotices';
import { accessTo, findByJobPartId } from '../domain/bookingsAccess';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { paymentGateway } from '../gateways/payments';
import { round2 } from '../domain/pricing';
import { ClientError } from '../lib/errors';
import { objectSchema, queryId, text } from '../lib/schemas';
import { readSession } from '../lib/session';

const CANCELLED = 'This booking has been cancelled.';
export const PAID_IN_CASH = 'This booking is paid in cash to the driver, so it cannot be paid by card.';

/** Why a booking cannot be paid by card now (a Code 2 answer), or null when it can. */
function refusalToPay(row: BookingRow): string | null {
  if (/cancel/i.test(row.status)) return CANCELLED;
  if (row.payment_method === 'cash') return PAID_IN_CASH;
  return null;
}

/** The booking a payment call names, if the caller may pay it; throws the error shape otherwise. */
async function payableBooking(db: Db, request: FastifyRequest, now: Date, jobpartid: number, code?: string) {
  const row = await findByJobPartId(db, jobpartid);
  if (!row) throw new ClientError(404, 'Booking not found.');
  const access = accessTo(row, await readSession(db, request, now), code);
  if (access === 'sign-in') throw new ClientError(401, 'Please sign in again.');
  if (access === 'forbidden') throw new ClientError(404, 'Booking not found.');
  return row;
}

/**
 * Paying an unpaid card booking later (spec 7.6) through the operator's payment gateway: paymentintent tells the client what is
 * due, updatebooking charges a fresh nonce (transactionid) for it. A guest booking needs its access code.
 */
export function registerPaymentRoutes(
  api: FastifyInstance,
  deps: { db: Db; now: () => Date; operatorConfig: OperatorConfigStore },
): void {
  const { db } = deps;

  api.get<{ Querystring: { jobpartid: string; code?: string } }>(
    '/paymentintent',
    { schema: { querystring: objectSchema({ jobpartid: queryId, code: text(100) }, ['jobpartid']) } },
    async (request): Promise<WireBookingResponse> => {
      const row = await payableBooking(db, request, deps.now(), Number(request.query.jobpartid), request.query.code);
      const refusal = refusalToPay(row);
      if (refusal) return { Code: 2, Message: refusal };
      return {
        ...bookingResponse(row, paymentState(row)),
        // What is due (3.10 Amount), onward and return together: what updatebooking charges.
        Amount: round2(row.total_fare),
        CurrencyCode: row.currency_code,
        // The promo code and its discount, so the page can show the fare it came from (absent on rows without them).
        ...(row.fares?.promocode && row.fares.discount
          ? { PromoCode: row.fares.promocode, Discount: round2(row.fares.discount) }
          : {}),
      };
    },
  );

  api.put<{
    Body: {
      transactionid: string;
      jobpartid: number;
      transactionstatus: string;
      returnjobpartid?: number;
      code?: string;
    };
  }>(
    '/updatebooking',
    {
      schema: {
        body: objectSchema(
          {
            transactionid: { type: 'string', minLength: 1, maxLength: 100 },
            jobpartid: { type: 'integer', minimum: 1, maximum: 1e15 },
            transactionstatus: text(50),
            returnjobpartid: { type: 'integer', minimum: 0, maximum: 1e15 },
            code: text(100),
          },
          ['transactionid', 'jobpartid'],
        ),
      },
    },
    async (request) => {
      const now = deps.now();
      const body = request.body;
      const row = await payableBooking(db, request, now, body.jobpartid, body.code);
      const refusal = refusalToPay(row);
      if (refusal) return { Code: 2, Message: refusal };
      const operator = await deps.operatorConfig.get();
      const gateway = paymentGateway(operator.configuration.paymentgateway);
      // The server never takes the client's word for a payment: it charges the token itself.
      const result = await db.transaction(async (tx) => {
        const locked = (await findByJobPartId(tx, row.jobpartid, { lock: true })) ?? row;
        const wasPaid = locked.is_paid;
        const payment = await chargeBooking(tx, gateway, locked, body.transactionid, now);
        if (!wasPaid && locked.is_paid) {
          const paid = { kind: 'paid' as const, cardText: payment.Message ?? '' };
          await sendBookingNotice(tx, locked, paid, mailSettings(operator), now);
        }
        return payment;
      });
      return result.Code === 1
        ? { Code: 1, Message: result.Message ?? '' }
        : { Code: 2, Message: result.Message ?? '' };
    },
  );
}
