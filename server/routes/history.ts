import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { Mailer } from '../gateways/mail';
import type { PaymentGateways } from '../gateways/payments';
import { cancelWithRefund } from '../services/cancelBooking';
import type { Owner } from '../domain/history';
import { currentBookings, journeyHistory } from '../stores/bookingHistory';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { ClientError } from '../lib/errors';
import { objectSchema, queryId, source } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';
import { bodyId } from './accountSchemas';

export const BOOKING_NOT_FOUND = 'Booking not found.';
export const CANCELLING_OFF = 'Bookings cannot be cancelled online. Please call us to cancel.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled.';
export const CANCELLED = 'Your booking has been cancelled.';

interface Deps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
  mailer: Mailer;
  gateways: PaymentGateways;
}

interface ListQuery {
  custid: string;
  bookerid?: string;
}

/** With a bookerid the list also holds the bookings the booker made for others (the roles rule, rules: roles). */
async function listOwner(db: Db, request: FastifyRequest<{ Querystring: ListQuery }>, now: Date): Promise<Owner> {
  const { custid, bookerid } = request.query;
  const session = await requireOwnIds(db, request, now, { custid, bookerid });
  if (!session) throw new ClientError(401, 'Please sign in again.');
  return { customerId: session.customerId, bookerId: bookerid && bookerid !== '0' ? session.bookerId : null };
}

/** The booking call rule (rules: call-booking): the customer's booking lists and cancelling. The tab rule is in server/domain/history.ts. */
export function registerHistoryRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, now } = deps;
  const timezone = async () => (await deps.operatorConfig.get()).configuration.timezone;

  api.get<{ Querystring: ListQuery }>(
    '/currentbookings',
    { schema: { querystring: objectSchema({ custid: queryId, bookerid: queryId }, ['custid']) } },
    async (request) => {
      const at = now();
      const owner = await listOwner(db, request, at);
      return { code: 1, message: '', jlist: await currentBookings(db, owner, at, await timezone()) };
    },
  );

  api.get<{ Querystring: ListQuery & { filter: string } }>(
    '/journeyhistory',
    {
      schema: {
        querystring: objectSchema(
          { custid: queryId, bookerid: queryId, filter: { type: 'string', enum: ['0', '3', '6', '12'] } },
          ['custid', 'filter'],
        ),
      },
    },
    async (request) => {
      const at = now();
      const owner = await listOwner(db, request, at);
      return {
        code: 1,
        message: '',
        jlist: await journeyHistory(db, owner, Number(request.query.filter), at, await timezone()),
      };
    },
  );

  api.post<{ Body: { source?: number; bookingref: number | string } }>(
    '/cancelbooking',
    { schema: { body: objectSchema({ source, bookingref: bodyId }, ['bookingref']) } },
    async (request) => {
      const session = await requireOwnIds(db, request, now(), {});
      if (!session) throw new ClientError(401, 'Please sign in again.');
      // Someone else's booking is "not found", so references cannot be probed.
      const operator = await deps.operatorConfig.get();
      if (!operator.configuration.CanCancelBooking) return { code: 2, message: CANCELLING_OFF };
      const { outcome, refund } = await cancelWithRefund(
        deps,
        operator,
        { customerId: session.customerId, bookerId: session.bookerId },
        Number(request.body.bookingref),
        now(),
      );
      switch (outcome) {
        case 'cancelled':
          // The refund tiers rule (rules: refund-tiers): the amount the gateway was asked for, and whether it made it.
          return {
            id: Number(request.body.bookingref),
            code: 1,
            message: CANCELLED,
            ...(refund && refund.status !== 'none' ? { refundamount: refund.amount, refundstatus: refund.status } : {}),
          };
        case 'not-found':
          throw new ClientError(404, BOOKING_NOT_FOUND);
        default:
          return { code: 2, message: NOT_CANCELLABLE };
      }
    },
  );
}
