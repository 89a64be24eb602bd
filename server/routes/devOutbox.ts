import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { objectSchema } from '../lib/schemas';

export const OUTBOX_LIMIT = 20;

export interface OutboxMessage {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export async function latestOutbox(
  db: Db,
  recipient: string | undefined,
  limit = OUTBOX_LIMIT,
): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage & { id: string | number; created_at: string | Date }>(
    `SELECT id, kind, recipient, subject, body, created_at FROM outbox
     WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [recipient?.trim() || null, limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() }));
}

/**
 * GET /dev/outbox?to=<email>: the latest mail the reference API "sent", so a test or a developer can follow a
 * password reset link. Registered only outside production (buildApp's devOutbox option): it would hand anyone a
 * reset link for any account.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { querystring: objectSchema({ to: { type: 'string', maxLength: 255 } }) } },
    async (request) => ({ code: 1, message: '', messages: await latestOutbox(deps.db, request.query.to) }),
  );
}
