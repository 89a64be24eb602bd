import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ClientError } from './errors';

/**
 * Customer sessions: an opaque random token in an HttpOnly, SameSite=Strict cookie. Only its SHA-256 is
 * stored, so a database leak yields no usable session. The spec shows no request headers (7), so the
 * cookie travels on its own; JavaScript never sees it, which keeps it out of reach of injected script.
 * Remember me (the storage rule, rules: storage) makes the cookie persistent (30 days); otherwise it ends with the browser session
 * and the server forgets it after 12 hours.
 */
export const SESSION_COOKIE = 'tb_session';
const REMEMBERED_DAYS = 30;
const TAB_SESSION_HOURS = 12;

export interface SessionUser {
  customerId: number;
  bookerId: number | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieToken(request: FastifyRequest): string | undefined {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  const token = cookies?.[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** Starts a session for the customer and sets its cookie on the reply. */
export async function issueSession(
  db: Db,
  reply: FastifyReply,
  customerId: number,
  options: { remember: boolean; now: Date; secure?: boolean },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const lifetimeMs = options.remember ? REMEMBERED_DAYS * 86_400_000 : TAB_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(options.now.getTime() + lifetimeMs);
  await db.query('INSERT INTO sessions (token_hash, customer_id, remember, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    customerId,
    options.remember,
    expiresAt.toISOString(),
  ]);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure ?? false,
    ...(options.remember ? { expires: expiresAt } : {}),
  });
}

/** The signed-in customer of this request, or null (no cookie, unknown or expired session). */
export async function readSession(db: Db, request: FastifyRequest, now: Date): Promise<SessionUser | null> {
  return readSessionToken(db, cookieToken(request), now);
}

/** The session cookie's token in a raw Cookie header (a WebSocket upgrade, which Fastify's cookie plugin never sees). */
export function sessionTokenFromCookieHeader(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    const token = decodeURIComponent(value.join('='));
    return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
  }
  return undefined;
}

/** The customer a session token belongs to, or null (none, unknown or expired). */
export async function readSessionToken(db: Db, token: string | undefined, now: Date): Promise<SessionUser | null> {
  if (!token) return null;
  const { rows } = await db.query<{ customer_id: string | number; booker_id: string | number | null }>(
    `SELECT s.customer_id, c.booker_id FROM sessions s JOIN customers c ON c.id = s.customer_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  return { customerId: Number(row.customer_id), bookerId: row.booker_id === null ? null : Number(row.booker_id) };
}

/** Ends this request's session, if any, and clears its cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = cookieToken(request);
  if (token) await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of the customer except this request's own (after a password change). */
export async function endOtherSessions(db: Db, request: FastifyRequest, customerId: number): Promise<void> {
  const token = cookieToken(request);
  await db.query('DELETE FROM sessions WHERE customer_id = $1 AND token_hash <> $2', [
    customerId,
    token ? hashToken(token) : '',
  ]);
}

/**
 * Every custid or bookerid a request carries must be the signed-in session's own (issue 4). Absent ids
 * need no session; a present id with no session, or someone else's id, is refused with 403.
 */
export async function requireOwnIds(
  db: Db,
  request: FastifyRequest,
  now: Date,
  ids: { custid?: unknown; bookerid?: unknown },
): Promise<SessionUser | null> {
  const wanted = (value: unknown) =>
    value !== undefined && value !== null && value !== '' && value !== 0 && value !== '0';
  const session = await readSession(db, request, now);
  if (!wanted(ids.custid) && !wanted(ids.bookerid)) return session;
  if (!session) throw new ClientError(401, 'Please sign in again.');
  if (wanted(ids.custid) && Number(ids.custid) !== session.customerId) throw new ClientError(403, 'Not allowed.');
  if (wanted(ids.bookerid) && Number(ids.bookerid) !== session.bookerId) throw new ClientError(403, 'Not allowed.');
  return session;
}
