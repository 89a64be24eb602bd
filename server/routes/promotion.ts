import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { ClientError } from '../lib/errors';
import { objectSchema } from '../lib/schemas';

/** One answer for a token never issued and one past its time: a guesser learns nothing (issue 17). */
export const PROMOTION_NOT_FOUND = 'This promotion link is not valid or has expired.';

/** Tokens are random (22 characters of base64url or longer); anything else is not one. */
const promotionToken = { type: 'string', pattern: '^[A-Za-z0-9_-]{22,64}$' } as const;

/** Spec 7.5 GET /api/promotion?token=: the promotion link (3.15) an operator sent, until it expires. */
export function registerPromotionRoutes(api: FastifyInstance, deps: { db: Db }): void {
  api.get<{ Querystring: { token: string } }>(
    '/promotion',
    { schema: { querystring: objectSchema({ token: promotionToken }, ['token']) } },
    async (request) => {
      const { rows } = await deps.db.query<{ link: Record<string, unknown> }>(
        'SELECT link FROM promotions WHERE token = $1 AND expires_at > now()',
        [request.query.token],
      );
      if (!rows[0]) throw new ClientError(404, PROMOTION_NOT_FOUND);
      const link = typeof rows[0].link === 'string' ? (JSON.parse(rows[0].link) as object) : rows[0].link;
      return { ...link, code: 1, message: '' };
    },
  );
}
