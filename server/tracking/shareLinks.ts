/**
 * Shareable tracking links (docs/tracking.md): a token for following one leg of a booking without signing in. Each
 * has a lifetime (until a day after its leg's pick-up, and at least a day) and a booking holds a bounded number of
 * live ones (issue 26: one booking accepted 300), so neither the table nor the booking's list of grants grows without
 * end. The purge (server/stores/purge.ts) deletes the expired ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';

/** Live share links one booking may hold: the family, a friend meeting the plane, a colleague, with room to spare. */
export const TRACKING_LINKS_PER_BOOKING = 10;
/** How long after its leg's pick-up (or its own making, if later) a link stays valid. */
export const TRACKING_LINK_LIFETIME_HOURS = 24;

export const TOO_MANY_LINKS = `This booking already has ${TRACKING_LINKS_PER_BOOKING} tracking links. Please share one you have already made.`;

/** Any fixed number: the advisory lock's first half; the second is the booking. */
const LINKS_LOCK = 741_503_229;

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewLink = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };

/**
 * A new share token for one leg of the booking (128 random bits; only its hash is stored), unless the booking already
 * holds its share of live links: then the seconds until the oldest of them expires. Concurrent requests for one
 * booking count one after the other (the lock), so the cap holds however many arrive at once.
 */
export async function createTrackingLink(db: Db, bookingId: number, jobpartid: number, now: Date): Promise<NewLink> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LINKS_LOCK, String(bookingId)]);
    const { rows } = await tx.query<{ n: number; oldest: string | Date | null }>(
      'SELECT count(*)::int AS n, min(expires_at) AS oldest FROM tracking_links WHERE booking_id = $1 AND expires_at > $2',
      [bookingId, now.toISOString()],
    );
    const { n, oldest } = rows[0] ?? { n: 0, oldest: null };
    if (n >= TRACKING_LINKS_PER_BOOKING && oldest !== null) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((new Date(oldest).getTime() - now.getTime()) / 1000)),
      };
    }
    const token = randomBytes(16).toString('base64url');
    await tx.query(
      `INSERT INTO tracking_links (token_hash, booking_id, jobpartid, created_at, expires_at)
       SELECT $1, b.id, $3, $4::timestamptz,
              GREATEST($4::timestamptz, CASE WHEN $3 = b.return_jobpartid THEN b.return_at ELSE b.pickup_at END)
                + make_interval(hours => $5)
         FROM bookings b WHERE b.id = $2`,
      [hashShareToken(token), bookingId, jobpartid, now.toISOString(), TRACKING_LINK_LIFETIME_HOURS],
    );
    return { ok: true, token };
  });
}
