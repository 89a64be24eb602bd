import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { checkedPromotionLink } from '../domain/promotionLinks';
import { ClientError } from '../lib/errors';
import { objectSchema } from '../lib/schemas';
import { readSession, type SessionUser } from '../lib/session';
import { customerOpenedByBooker } from '../stores/accounts';
import { findPromotionLink } from '../stores/promotions';

/** One answer for a token never issued and one past its time: a guesser learns nothing (issue 17). */
export const PROMOTION_NOT_FOUND = 'This promotion link is not valid or has expired.';

/** Tokens are random (22 characters of base64url or longer); anything else is not one. */
const promotionToken = { type: 'string', pattern: '^[A-Za-z0-9_-]{22,64}$' } as const;

/** A booker's customer, as the booker's Customer section asks for them (docs/embedding.md). */
export interface PromotionCustomer {
  custid: number;
  firstname: string;
  surname: string;
  email: string;
  phone: string;
  dialingcode: string;
}

const positiveId = (value: unknown): number | null => {
  const id = Number(typeof value === 'string' ? value.trim() : value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The customer a link names by custid, when the link's bookerid is the signed-in booker's and that customer's
 * account is one the booker opened (domain/bookerCustomers.ts): their details, for the booker's Customer section.
 * Anyone else learns nothing about them, not even whether they exist.
 */
async function bookersCustomerOfLink(
  db: Db,
  link: Record<string, unknown>,
  session: SessionUser | null,
): Promise<PromotionCustomer | null> {
  const bookerId = positiveId(link.bookerid);
  const customerId = positiveId(link.custid);
  if (!session?.bookerId || bookerId !== session.bookerId || customerId === null) return null;
  const customer = await customerOpenedByBooker(db, customerId, session.bookerId);
  return customer ? { custid: customerId, ...customer } : null;
}

/**
 * The promo calls rule (rules: call-promo) GET /api/promotion?token=: the promotion link (the small records rule, rules: other-entities) an operator sent, until it expires. For the booker
 * the link names, `customer` adds the details of the booker's customer it names (bookersCustomerOfLink).
 */
export function registerPromotionRoutes(api: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  api.get<{ Querystring: { token: string } }>(
    '/promotion',
    { schema: { querystring: objectSchema({ token: promotionToken }, ['token']) } },
    async (request) => {
      const link = await findPromotionLink(deps.db, request.query.token);
      if (!link) throw new ClientError(404, PROMOTION_NOT_FOUND);
      // Only the server says who a booker's customer is: a stored link's own "customer" key is never passed on.
      const { customer: _stored, ...stored } = link;
      const fields = checkedPromotionLink(stored);
      const customer = await bookersCustomerOfLink(deps.db, fields, await readSession(deps.db, request, deps.now()));
      return { ...fields, ...(customer ? { customer } : {}), code: 1, message: '' };
    },
  );
}
