import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { latestOutbox } from '../gateways/mail';
import { objectSchema, queryId } from '../lib/schemas';
import { bookingLedger } from '../stores/bookingChanges';

/**
 * GET /dev/outbox?to=<email>: the latest mail the reference API "sent", attachments included, so a test or a
 * developer can follow a password reset link or read a booking confirmation. Registered only outside production
 * (buildApp's devOutbox option): it would hand anyone a reset link for any account.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { querystring: objectSchema({ to: { type: 'string', maxLength: 255 } }) } },
    async (request) => ({ code: 1, message: '', messages: await latestOutbox(deps.db, request.query.to) }),
  );
  // GET /dev/payments?jobpartid=N: what the gateway was asked to charge and refund for a booking, so an end-to-end
  // test can hold every amount the pages show against it (issue 32). Outside production only, as the outbox.
  app.get<{ Querystring: { jobpartid: string } }>(
    '/dev/payments',
    { schema: { querystring: objectSchema({ jobpartid: queryId }, ['jobpartid']) } },
    async (request) => ({
      code: 1,
      message: '',
      payments: await bookingLedger(deps.db, Number(request.query.jobpartid)),
    }),
  );
}
