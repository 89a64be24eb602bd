import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { confirmPassword, LINK_MESSAGES, PASSWORD_SET, welcomeLink, type LinkCheck } from '../services/bookerCustomers';
import { statementTotals } from '../domain/booker';
import { invoiceIssuer, invoiceReport } from '../domain/invoiceDocument';
import { invoicePdf } from '../domain/invoicePdfOnDemand';
import { customerInvoice, customerInvoices, invoiceLanguage } from '../stores/customerInvoices';
import { documentLanguage, languageOfBooking } from '../domain/mailLanguage';
import { mailTranslator } from '../services/mailTranslator';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { ClientError } from '../lib/errors';
import { objectSchema, queryId } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';
import { customerName } from '../stores/accounts';
import { bodyId, passwordHash } from './accountSchemas';

interface Deps {
  db: Db;
  now: () => Date;
  operatorConfig: OperatorConfigStore;
}

const code = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Code 2 with the link's state (the response codes rule (rules: response-codes): the client shows the server's message). */
const refusal = (link: Extract<LinkCheck, { ok: false }>) => {
  const message = LINK_MESSAGES[link.state];
  return { code: 2, Code: 2, message, Message: message, state: link.state };
};

/**
 * Customers in the booker area (issue 15; docs/booker.md). confirmpassword: the link a booker's new customer is
 * mailed; GET tells the page whether the link can be used (and for which e-mail), PUT sets the first password. Both
 * are limited per client address (server/guards/rateLimits.ts, welcomeLinkPerClient), and the 256-bit code is stored
 * only as a hash. customerinvoice and customerinvoicereport: a signed-in customer's own invoices and their PDFs.
 */
export function registerBookerCustomerRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, now } = deps;

  api.get<{ Querystring: { id: string; code: string } }>(
    '/confirmpassword',
    { schema: { querystring: objectSchema({ id: queryId, code }, ['id', 'code']) } },
    async (request) => {
      const link = await welcomeLink(db, Number(request.query.id), request.query.code, now());
      if (!link.ok) return refusal(link);
      return { code: 1, message: '', email: link.email, firstname: link.firstname };
    },
  );

  /** The signed-in customer, or 401. */
  const customerOf = async (request: FastifyRequest) => {
    const session = await requireOwnIds(db, request, now(), {});
    if (!session) throw new ClientError(401, 'Please sign in again.');
    const customer = await customerName(db, session.customerId);
    return { id: session.customerId, name: `${customer?.firstname ?? ''} ${customer?.surname ?? ''}`.trim() };
  };
  const operator = async () => (await deps.operatorConfig.get()).configuration;

  /** A customer's own invoices (the product pages rule (rules: product-pages); not in the booker calls rule (rules: call-booker), whose calls are the booker's): one per booking they pay for. */
  api.get('/customerinvoice', async (request) => {
    const customer = await customerOf(request);
    const settings = await operator();
    const invoices = await customerInvoices(db, customer.id, settings);
    return { code: 1, message: '', invoices: invoices.map(({ lines: _lines, ...invoice }) => invoice) };
  });

  /** The PDF of one, shaped as the booker calls rule's (rules: call-booker) invoice report (code, fileext, filename, invoice as base64). */
  api.get<{ Querystring: { id: string } }>(
    '/customerinvoicereport',
    { schema: { querystring: objectSchema({ id: queryId }, ['id']) } },
    async (request) => {
      const customer = await customerOf(request);
      const settings = await operator();
      const invoice = await customerInvoice(db, customer.id, Number(request.query.id), settings);
      // The booking language rule: a customer's invoice speaks the language they booked in.
      const language = languageOfBooking(await invoiceLanguage(db, invoice.id), settings.languages);
      const pdf = await invoicePdf(
        {
          invoice,
          billedTo: customer.name,
          lines: invoice.lines,
          totals: statementTotals(invoice.lines),
          forCustomer: true,
        },
        invoiceIssuer(settings),
        mailTranslator(documentLanguage(language)),
      );
      return invoiceReport(invoice.id, pdf);
    },
  );

  api.put<{ Body: { id: number | string; code: string; passwordhash: string } }>(
    '/confirmpassword',
    {
      schema: {
        body: objectSchema({ id: bodyId, code, passwordhash: passwordHash }, ['id', 'code', 'passwordhash']),
      },
    },
    async (request) => {
      const { body } = request;
      const link = await confirmPassword(db, Number(body.id), body.code, body.passwordhash, now());
      if (!link.ok) return refusal(link);
      return { code: 1, message: PASSWORD_SET, email: link.email };
    },
  );
}
