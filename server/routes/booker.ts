import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { parseRange, statementTotals, wireInvoice, type Viewer } from '../domain/booker';
import { bookerAccount } from '../domain/bookerAccounts';
import { invoiceIssuer, invoiceReport } from '../domain/invoiceDocument';
import { invoicePdf } from '../domain/invoicePdfOnDemand';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { ClientError } from '../lib/errors';
import { objectSchema, queryId } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';
import { customerName } from '../stores/accounts';
import {
  bookerStatement,
  bookingChart,
  createInvoice,
  deleteInvoice,
  findInvoice,
  listInvoices,
  updateInvoice,
} from '../stores/booker';
import { bodyId } from './accountSchemas';

export const INVOICE_CREATED = 'Your invoice has been created.';
export const INVOICE_UPDATED = 'Your invoice has been updated.';
export const INVOICE_DELETED = 'Your invoice has been deleted.';
export const BOOKERS_ONLY = 'Only bookers can see statements and invoices.';

interface Deps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
}

const isoDate = { type: 'string', maxLength: 10 } as const;

/**
 * The signed-in booker asking: bookerid must be the session's own (401 without a session, 403 for another's), and
 * the session's account must be a booker's. Checked before anything is read or changed.
 */
async function viewerOf(db: Db, request: FastifyRequest, now: Date, bookerid: unknown): Promise<Viewer> {
  const session = await requireOwnIds(db, request, now, { bookerid });
  if (!session) throw new ClientError(401, 'Please sign in again.');
  if (session.bookerId === null) throw new ClientError(403, BOOKERS_ONLY);
  const customer = await customerName(db, session.customerId);
  const name = customer ? `${customer.firstname} ${customer.surname}`.trim() : '';
  return { customerId: session.customerId, bookerId: session.bookerId, name };
}

/** The booker calls rule (rules: call-booker): the booker's statement, invoices, invoice report and weekly chart (docs/booker.md). */
export function registerBookerRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, now } = deps;
  const operator = () => deps.operatorConfig.get();
  const timezone = async () => (await operator()).configuration.timezone;

  api.get<{ Querystring: { bookerid: string; datefrom: string; dateto: string } }>(
    '/bookerstatement',
    {
      schema: {
        querystring: objectSchema({ bookerid: queryId, datefrom: isoDate, dateto: isoDate }, [
          'bookerid',
          'datefrom',
          'dateto',
        ]),
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request, now(), request.query.bookerid);
      const config = await operator();
      const range = parseRange(request.query.datefrom, request.query.dateto, config.configuration.timezone);
      const bookings = await bookerStatement(db, viewer.bookerId, range, config.bookers);
      return { code: 1, message: '', bookings, totals: statementTotals(bookings) };
    },
  );

  api.get<{ Querystring: { bookerid: string; id?: string; datefrom?: string; dateto?: string } }>(
    '/bookerinvoice',
    {
      schema: {
        querystring: objectSchema({ bookerid: queryId, id: queryId, datefrom: isoDate, dateto: isoDate }, ['bookerid']),
      },
    },
    async (request) => {
      const { bookerid, id, datefrom, dateto } = request.query;
      const viewer = await viewerOf(db, request, now(), bookerid);
      if (id)
        return {
          code: 1,
          message: '',
          invoices: [wireInvoice(await findInvoice(db, viewer.bookerId, Number(id)), viewer.customerId)],
        };
      if ((datefrom === undefined) !== (dateto === undefined))
        throw new ClientError(400, datefrom === undefined ? 'datefrom is required' : 'dateto is required');
      const range = datefrom && dateto ? parseRange(datefrom, dateto, await timezone()) : null;
      return { code: 1, message: '', invoices: await listInvoices(db, viewer, range) };
    },
  );

  const rangeBody = { bookerid: bodyId, datefrom: isoDate, dateto: isoDate };

  api.post<{ Body: { bookerid: string | number; datefrom: string; dateto: string } }>(
    '/bookerinvoice',
    { schema: { body: objectSchema(rangeBody, ['bookerid', 'datefrom', 'dateto']) } },
    async (request) => {
      const viewer = await viewerOf(db, request, now(), request.body.bookerid);
      const range = parseRange(request.body.datefrom, request.body.dateto, await timezone());
      const id = await createInvoice(db, viewer, range, now());
      return { code: 1, message: INVOICE_CREATED, id, invoices: await listInvoices(db, viewer, null) };
    },
  );

  api.put<{ Body: { bookerid: string | number; id: string | number; datefrom: string; dateto: string } }>(
    '/bookerinvoice',
    { schema: { body: objectSchema({ ...rangeBody, id: bodyId }, ['bookerid', 'id', 'datefrom', 'dateto']) } },
    async (request) => {
      const viewer = await viewerOf(db, request, now(), request.body.bookerid);
      const range = parseRange(request.body.datefrom, request.body.dateto, await timezone());
      const id = Number(request.body.id);
      await updateInvoice(db, viewer, id, range);
      return { code: 1, message: INVOICE_UPDATED, id, invoices: await listInvoices(db, viewer, null) };
    },
  );

  api.delete<{ Querystring: { bookerid: string; id: string } }>(
    '/bookerinvoice',
    { schema: { querystring: objectSchema({ bookerid: queryId, id: queryId }, ['bookerid', 'id']) } },
    async (request) => {
      const viewer = await viewerOf(db, request, now(), request.query.bookerid);
      const id = Number(request.query.id);
      await deleteInvoice(db, viewer, id);
      return { code: 1, message: INVOICE_DELETED, id };
    },
  );

  api.get<{ Querystring: { id: string } }>(
    '/bookerinvoicereport',
    { schema: { querystring: objectSchema({ id: queryId }, ['id']) } },
    async (request) => {
      const at = now();
      const session = await requireOwnIds(db, request, at, {});
      if (!session) throw new ClientError(401, 'Please sign in again.');
      if (session.bookerId === null) throw new ClientError(403, BOOKERS_ONLY);
      const config = await operator();
      const settings = config.configuration;
      const row = await findInvoice(db, session.bookerId, Number(request.query.id));
      const invoice = wireInvoice(row, session.customerId);
      const range = parseRange(invoice.datefrom, invoice.dateto, settings.timezone);
      const lines = await bookerStatement(db, session.bookerId, range, config.bookers);
      const pdf = await invoicePdf(
        {
          invoice,
          billedTo: bookerAccount(config.bookers, session.bookerId)?.name ?? `Booker ${session.bookerId}`,
          lines,
          totals: statementTotals(lines),
        },
        invoiceIssuer(settings),
      );
      return invoiceReport(invoice.id, pdf);
    },
  );

  api.get<{ Querystring: { weekcommencing: string; bookerid: string } }>(
    '/booking',
    {
      schema: {
        querystring: objectSchema({ weekcommencing: isoDate, bookerid: queryId }, ['weekcommencing', 'bookerid']),
      },
    },
    async (request) => {
      const viewer = await viewerOf(db, request, now(), request.query.bookerid);
      const days = await bookingChart(db, viewer.bookerId, request.query.weekcommencing, await timezone());
      return { code: 1, message: '', days };
    },
  );
}
