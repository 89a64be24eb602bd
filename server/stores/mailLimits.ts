/**
 * Mail one address receives because someone without an account asked (issue 26: 201 mails to one stranger in about
 * a second): confirmations of guest bookings and e-mail receipts, at most `limit.max` in `limit.windowMs` per
 * recipient. Counted in the outbox, so the count is of mail actually written, holds across API processes and
 * restarts, and a refused or failed booking uses none of it.
 */
import type { Db } from '../db';
import type { Limit } from '../guards/limitSettings';

/** The outbox kinds this limit counts (server/domain/bookingMail.ts). */
const COUNTED_KINDS = ['booking-confirmation', 'receipt'];

/** Any fixed number: the advisory lock's first half; the second is the recipient's hash. */
const MAIL_LOCK = 741_503_228;

export const MAIL_LIMIT_MESSAGE = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `We have already sent several e-mails to this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/** Thrown inside the transaction that would write the mail, so that nothing of it is stored. */
export class MailLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(MAIL_LIMIT_MESSAGE(retryAfterSeconds));
    this.name = 'MailLimitReached';
  }
}

/**
 * Call inside the transaction that writes the mail, before writing it: throws MailLimitReached when the recipient
 * has had its share. The lock makes concurrent requests for one recipient count one after the other (the campaign's
 * mails came all at once); it is released when the transaction ends.
 */
export async function claimMailRoom(tx: Db, recipient: string, limit: Limit, now: Date): Promise<void> {
  const address = recipient.trim().toLowerCase();
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [MAIL_LOCK, address]);
  const { rows } = await tx.query<{ n: number; oldest: string | Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM outbox
     WHERE lower(recipient) = $1 AND kind = ANY($2) AND created_at > $3`,
    [address, COUNTED_KINDS, new Date(now.getTime() - limit.windowMs).toISOString()],
  );
  const { n, oldest } = rows[0] ?? { n: 0, oldest: null };
  if (n < limit.max || oldest === null) return;
  const freeAt = new Date(oldest).getTime() + limit.windowMs;
  // A concurrent request's mail may be stamped a moment after this request's clock: never more than the window.
  const wait = Math.min(limit.windowMs, freeAt - now.getTime());
  throw new MailLimitReached(Math.max(1, Math.ceil(wait / 1000)));
}
