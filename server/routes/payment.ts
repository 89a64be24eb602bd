import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireBookingResponse } from '../../src/api/wire/booking';
import type { Db } from '../db';
import { bookingResponse, paymentState, type BookingRow } from '../domain/bookingPayments';
import { createProviderPayment } from '../services/bookingPayments';
import { accessTo } from '../domain/bookingsAccess';
import { findByAccessCode, findByJobPartId, findByPaymentLink } from '../stores/bookingRows';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { round2 } from '../domain/pricing';
import type { Mailer } from '../gateways/mail';
import type { RoutingProvider } from '../gateways/routing';
import { PAYMENT_INFO_MESSAGE, type PaymentGateways } from '../gateways/payments';
import { ClientError } from '../lib/errors';
import { objectSchema, queryId, text } from '../lib/schemas';
import { readSession } from '../lib/session';
import { settlePayment } from '../services/settlePayment';

const CANCELLED = 'This booking has been cancelled.';
export const PAID_IN_CASH = 'This booking is paid in cash to the driver, so it cannot be paid by card.';
export const METHOD_NOT_AVAILABLE = 'This payment method is not available.';

/** Why a booking cannot be paid online now (a Code 2 answer), or null when it can. */
export function refusalToPay(row: BookingRow): string | null {
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

/** What a payment page needs to know of a booking: the payment results rule (rules: payment-results) answer plus what is due (the API's own figures). */
function dueAnswer(row: BookingRow, clientSecret = ''): WireBookingResponse {
  return {
    ...bookingResponse(row, paymentState(row), clientSecret),
    // What is due (the card details rule (rules: card-details) Amount), onward and return together.
    Amount: round2(row.total_fare),
    CurrencyCode: row.currency_code,
    PaymentMethod: row.payment_method,
    // The promo code and its discount, so the page can show the fare it came from (absent on rows without them).
    ...(row.fares?.promocode && row.fares.discount
      ? { PromoCode: row.fares.promocode, Discount: round2(row.fares.discount) }
      : {}),
  };
}

/** What paying through a link needs, and nothing more: no booking code, no contact, no address, no auth code. */
export function linkAnswer(answer: WireBookingResponse): WireBookingResponse {
  const { Code, Message, Bref, ReturnRef, ClientSecret, Amount, CurrencyCode, PaymentMethod, PromoCode, Discount } =
    answer;
  const paid = answer.PaymentResult
    ? { Code: answer.PaymentResult.Code, Message: answer.PaymentResult.Message }
    : undefined;
  return {
    Code,
    Message,
    Bref,
    ReturnRef,
    ClientSecret,
    PaymentResult: paid,
    Amount,
    CurrencyCode,
    PaymentMethod,
    ...(PromoCode ? { PromoCode, Discount } : {}),
  };
}

/**
 * Paying a booking online (the booking call rule, rules: call-booking): paymentintent says what is due; stripepaymentintent also creates the
 * provider's payment (Stripe PaymentIntent, or with paymentmethod=paypal a PayPal order) for a payment link or a
 * booking code; updatebooking settles a payment, asking the gateway itself. A guest needs the code or link.
 */
export function registerPaymentRoutes(
  api: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    operatorConfig: OperatorConfigStore;
    gateways: PaymentGateways;
    mailer: Mailer;
    routing: RoutingProvider;
  },
): void {
  const { db } = deps;

  api.get<{ Querystring: { jobpartid: string; code?: string } }>(
    '/paymentintent',
    { schema: { querystring: objectSchema({ jobpartid: queryId, code: text(100) }, ['jobpartid']) } },
    async (request): Promise<WireBookingResponse> => {
      const row = await payableBooking(db, request, deps.now(), Number(request.query.jobpartid), request.query.code);
      const refusal = refusalToPay(row);
      if (refusal) return { Code: 2, Message: refusal };
      return { ...dueAnswer(row), PaymentLink: row.payment_link };
    },
  );

  api.get<{ Querystring: { id?: string; code?: string; paymentmethod?: string } }>(
    '/stripepaymentintent',
    {
      schema: {
        querystring: objectSchema({
          id: { type: 'string', pattern: '^pl_[0-9a-f]{32}$' },
          code: text(100),
          paymentmethod: { type: 'string', enum: ['paypal', 'card', 'stripe'] },
        }),
      },
    },
    async (request): Promise<WireBookingResponse> => {
      const { id, code } = request.query;
      if (!id && !code) throw new ClientError(400, 'id or code is required');
      const row = id ? await findByPaymentLink(db, id) : await findByAccessCode(db, code!.trim());
      // An unknown link and a link with the wrong code look alike: nothing to learn by guessing.
      if (!row || (id && code && row.access_code !== code.trim())) throw new ClientError(404, 'Booking not found.');
      const refusal = refusalToPay(row);
      if (refusal) return { Code: 2, Message: refusal };
      // A payment link lets whoever holds it pay, and read nothing else: not the booking's code, which opens the record.
      const answer = (clientSecret = '') =>
        id && !code ? linkAnswer(dueAnswer(row, clientSecret)) : dueAnswer(row, clientSecret);
      if (row.is_paid) return answer();
      const operator = (await deps.operatorConfig.get()).configuration;
      const paypal = request.query.paymentmethod === 'paypal';
      if (paypal ? !operator.IsPaypalAllowed : row.payment_method === 'paypal' || !operator.IsCardAllowed)
        return { Code: 2, Message: METHOD_NOT_AVAILABLE };
      const gateway = deps.gateways.byName(paypal ? 'paypal' : operator.paymentgateway);
      if (!gateway) return { Code: 2, Message: METHOD_NOT_AVAILABLE };
      const created = await createProviderPayment(db, gateway, row, deps.now());
      if (!created.ok) return { Code: 2, Message: created.message };
      return answer(created.clientSecret);
    },
  );

  api.put<{
    Body: {
      transactionid: string;
      jobpartid: number;
      transactionstatus: string;
      returnjobpartid?: number;
      code?: string;
      id?: string;
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
            id: { type: 'string', pattern: '^pl_[0-9a-f]{32}$' },
          },
          ['transactionid', 'jobpartid'],
        ),
      },
    },
    async (request) => {
      const now = deps.now();
      const body = request.body;
      let row: BookingRow;
      if (body.id) {
        const linked = await findByPaymentLink(db, body.id);
        if (!linked || (linked.jobpartid !== body.jobpartid && linked.return_jobpartid !== body.jobpartid))
          throw new ClientError(404, 'Booking not found.');
        row = linked;
      } else row = await payableBooking(db, request, now, body.jobpartid, body.code);
      const refusal = refusalToPay(row);
      if (refusal) return { Code: 2, Message: refusal };
      // transactionstatus is the client's word and decides nothing: the gateway is asked (settlePayment).
      const result = await settlePayment(
        {
          db,
          now,
          operator: await deps.operatorConfig.get(),
          gateways: deps.gateways,
          mailer: deps.mailer,
          route: (points) => deps.routing.route(points),
        },
        row,
        body.transactionid,
      );
      if (!result) return { Code: 2, Message: PAYMENT_INFO_MESSAGE };
      return result.Code === 1
        ? { Code: 1, Message: result.Message ?? '' }
        : { Code: 2, Message: result.Message ?? '' };
    },
  );
}
