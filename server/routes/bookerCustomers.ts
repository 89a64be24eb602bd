import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { confirmPassword, LINK_MESSAGES, PASSWORD_SET, welcomeLink, type LinkCheck } from '../domain/bookerCustomers';
import { objectSchema, queryId } from '../lib/schemas';
import { bodyId, passwordHash } from './accountSchemas';

interface Deps {
  db: Db;
  now: () => Date;
}

const code = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Code 2 with the link's state (spec 8.1: the client shows the server's message). */
const refusal = (link: Extract<LinkCheck, { ok: false }>) => {
  const message = LINK_MESSAGES[link.state];
  return { code: 2, Code: 2, message, Message: message, state: link.state };
};

/**
 * confirmpassword (issue 15; docs/booker.md): the link a booker's new customer is mailed. GET tells the page whether the
 * link can be used (and for which e-mail), PUT sets the first password. Both are limited per client address
 * (server/guards/rateLimits.ts, welcomeLinkPerClient), and the 256-bit code is stored only as a hash.
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
