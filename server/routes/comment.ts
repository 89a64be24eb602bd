import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { objectSchema, optionalId, requiredText, source, text } from '../lib/schemas';
import { requireOwnIds } from '../lib/session';
import { insertComment } from '../stores/comments';

/** An enquiry is longer than a one-line field, so its message gets more room than the 255 default. */
export const COMMENT_MESSAGE_MAX = 2000;
export const COMMENT_THANKS = 'Thank you, we have received your message.';

interface CommentBody {
  phone?: string;
  name: string;
  email: string;
  source?: number;
  subject?: string;
  enqtype?: string;
  message: string;
  custid?: number | string | null;
}

function customerId(custid: CommentBody['custid']): string | null {
  if (custid === undefined || custid === null || custid === '') return null;
  return /^[0-9]{1,18}$/.test(String(custid)) ? String(custid) : null;
}

/**
 * The pricing calls rule (rules: call-pricing): POST /api/comment, the Contact Us enquiry. Anyone may send one; one that names a customer (custid)
 * must come from that customer's session, so nobody files an enquiry in someone else's name (issue 4).
 */
export function registerCommentRoutes(api: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  api.post<{ Body: CommentBody }>(
    '/comment',
    {
      schema: {
        body: objectSchema(
          {
            phone: text(),
            name: requiredText(),
            email: { type: 'string', format: 'email', maxLength: 255 },
            source,
            subject: text(),
            enqtype: text(),
            message: requiredText(COMMENT_MESSAGE_MAX),
            custid: optionalId,
          },
          ['name', 'email', 'message'],
        ),
      },
    },
    async (request) => {
      const body = request.body;
      await requireOwnIds(deps.db, request, deps.now(), { custid: body.custid });
      await insertComment(deps.db, {
        name: body.name.trim(),
        email: body.email.trim(),
        phone: body.phone ?? '',
        subject: body.subject ?? '',
        enqtype: body.enqtype ?? '',
        message: body.message,
        source: body.source ?? 8,
        custid: customerId(body.custid),
      });
      return { code: 1, message: COMMENT_THANKS };
    },
  );
}
