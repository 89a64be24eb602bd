/**
 * Mail the reference API "sends": written to the outbox table, where the operator (npm run outbox) and tests
 * (GET /dev/outbox) read it; nothing is delivered. Written inside the caller's transaction where there is one,
 * so a booking and its confirmation are stored together or not at all.
 */
import type { Db } from '../../db';
import type { Mail, Mailer } from './types';

export interface OutboxMessage extends Required<Omit<Mail, 'html'>>, Pick<Mail, 'html'> {
  id: number;
  created_at: string;
}

export const OUTBOX_LIMIT = 20;

/** The reference API's mailer: every message is a row of the outbox table. */
export const outboxMailer: Mailer = {
  name: 'outbox',
  send: (db, mail, now) => writeOutbox(db, { ...mail, now }),
};

async function writeOutbox(db: Db, mail: Mail & { now: Date }): Promise<void> {
  await db.query(
    'INSERT INTO outbox (kind, recipient, subject, body, attachments, created_at, html) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      mail.kind,
      mail.recipient,
      mail.subject,
      mail.body,
      JSON.stringify(mail.attachments ?? []),
      mail.now.toISOString(),
      mail.html ?? null,
    ],
  );
}

/** The latest mail, newest first, for one recipient (any case) or for everyone. */
export async function latestOutbox(
  db: Db,
  recipient: string | undefined,
  limit = OUTBOX_LIMIT,
): Promise<OutboxMessage[]> {
  const { rows } = await db.query<
    Omit<OutboxMessage, 'html'> & { id: string | number; created_at: string | Date; html: string | null }
  >(
    `SELECT id, kind, recipient, subject, body, attachments, created_at, html FROM outbox
     WHERE $1::text IS NULL OR lower(recipient) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [recipient?.trim() || null, limit],
  );
  // Only a mail with an HTML part (one in a right-to-left language) shows it, so the others read as before.
  return rows.map(({ html, ...row }) => ({
    ...row,
    ...(html ? { html } : {}),
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
  }));
}
