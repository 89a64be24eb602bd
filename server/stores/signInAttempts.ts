import type { Db } from '../db';

/**
 * Online guessing of one account's password (issue 10, docs/security.md "Sign-in"). Two rules:
 * - Per account and client: at most MAX_FAILED_SIGN_INS attempts that did not succeed in the window. The attempt is
 *   written before the slow password check and then counted, so of any number of concurrent guesses only that many
 *   reach the check (the check-and-count is atomic through the database, across processes too).
 * - Per account, from everyone: once ACCOUNT_FAILURES_BEFORE_SLOWDOWN failures from all clients pile up in the window,
 *   only trusted devices (server/domain/trustedDevices.ts: browsers that signed in to this account before) are let
 *   through, so guessing spread over any number of addresses gets no further check, while the owner signs in from
 *   their own browser (or resets the password, which trusts the browser that set the new one).
 * A client is a trusted device when the browser proves it, else its address. A stranger can therefore not lock the
 * owner out: their failures count against their own address, even when it is the owner's office address too.
 */
export const MAX_FAILED_SIGN_INS = 10;
export const ACCOUNT_FAILURES_BEFORE_SLOWDOWN = 50;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

const accountKey = (email: string) => email.trim().toLowerCase();

export type AttemptDecision = { allowed: true; id: number } | { allowed: false; retryAfterSeconds: number };

export async function beginSignInAttempt(
  db: Db,
  email: string,
  client: { key: string; trusted: boolean },
  now: Date,
): Promise<AttemptDecision> {
  const account = accountKey(email);
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
  await db.query('DELETE FROM sign_in_attempts WHERE at <= $1', [since]);
  const { rows: inserted } = await db.query<{ id: string | number }>(
    'INSERT INTO sign_in_attempts (account, client, at) VALUES ($1, $2, $3) RETURNING id',
    [account, client.key, now.toISOString()],
  );
  const id = Number(inserted[0].id);
  // A separate statement after the insert: it sees this attempt and every one written before it.
  const { rows } = await db.query<{
    mine: string | number;
    everyone_failed: string | number;
    oldest_mine: string | Date | null;
  }>(
    `SELECT count(*) FILTER (WHERE client = $2) AS mine,
            count(*) FILTER (WHERE failed) AS everyone_failed,
            min(at) FILTER (WHERE client = $2 AND id <> $4) AS oldest_mine
     FROM sign_in_attempts WHERE account = $1 AND at > $3`,
    [account, client.key, since, id],
  );
  const mine = Number(rows[0].mine);
  const overOwnLimit = mine > MAX_FAILED_SIGN_INS;
  const accountUnderAttack = Number(rows[0].everyone_failed) >= ACCOUNT_FAILURES_BEFORE_SLOWDOWN && !client.trusted;
  if (!overOwnLimit && !accountUnderAttack) return { allowed: true, id };
  await db.query('DELETE FROM sign_in_attempts WHERE id = $1', [id]);
  // A client with no attempt of its own waits out the window from now.
  const oldest = rows[0].oldest_mine ? new Date(rows[0].oldest_mine).getTime() : now.getTime();
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + SIGN_IN_WINDOW_MS - now.getTime()) / 1000)),
  };
}

/** A wrong password: the attempt stays, as a failure, for the window. */
export async function failSignInAttempt(db: Db, id: number): Promise<void> {
  await db.query('UPDATE sign_in_attempts SET failed = true WHERE id = $1', [id]);
}

/** The right password: this client's count for the account starts again. */
export async function succeedSignInAttempt(db: Db, email: string, client: string): Promise<void> {
  await db.query('DELETE FROM sign_in_attempts WHERE account = $1 AND client = $2', [accountKey(email), client]);
}
