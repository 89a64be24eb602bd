/**
 * Rows that have done their job and would otherwise pile up for ever (issues 10 and 26, unbounded growth): expired
 * quotes no booking names (about 2-7 KB each, one per fare asked), expired sessions, booking parameters, sandbox card
 * nonces and share links, used nonces, and mail in the outbox and contact-us enquiries older than their retention.
 *
 * Run in-process by every API process on a timer (server/services/purging.ts). Cheap: each statement deletes a bounded batch, and a run stops at
 * a few batches per table. Safe with several processes on one database: a run takes a transaction-scoped advisory
 * lock per batch and skips the batch when another process holds it, and deleting an already deleted row is a no-op.
 */
import type { Db } from '../db';

export interface PurgeOptions {
  /** Rows past their expiry by less than this stay: a booking checking its quote a moment ago must still find it. */
  graceMinutes?: number;
  /** Mail kept in the outbox this many days (nothing is delivered from it: it is the record of what was sent). */
  outboxDays?: number;
  /** Contact-us enquiries kept this many days: the operator has read and answered them by then. */
  commentDays?: number;
  /** Rows deleted per statement, and statements per table per run. */
  batchSize?: number;
  maxBatches?: number;
}

export const PURGE_DEFAULTS: Required<PurgeOptions> = {
  graceMinutes: 60,
  outboxDays: 30,
  commentDays: 30,
  batchSize: 1000,
  maxBatches: 20,
};

/** Any fixed number: the advisory lock several API processes share so that one purges at a time. */
const PURGE_LOCK = 741_503_227;

type Cutoffs = { expired: string; outbox: string; comments: string };

/** One batch per table: each picks at most $2 rows by primary key, so a statement never holds many locks. */
const BATCHES: { table: string; sql: (c: Cutoffs) => [string, unknown[]] }[] = [
  {
    table: 'quotes',
    // A quote a booking names is kept with it: it is what the booking's fare was checked against.
    sql: (c) => [
      `DELETE FROM quotes WHERE id IN (
         SELECT q.id FROM quotes q
         WHERE q.expires_at < $1 AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.quote_id = q.id)
         LIMIT $2)`,
      [c.expired],
    ],
  },
  {
    table: 'sessions',
    sql: (c) => [
      'DELETE FROM sessions WHERE token_hash IN (SELECT token_hash FROM sessions WHERE expires_at < $1 LIMIT $2)',
      [c.expired],
    ],
  },
  {
    table: 'booking_params',
    sql: (c) => [
      'DELETE FROM booking_params WHERE id IN (SELECT id FROM booking_params WHERE expires_at < $1 LIMIT $2)',
      [c.expired],
    ],
  },
  {
    table: 'sandbox_cards',
    // A used nonce can never pay again, so it goes once the grace has passed, like an expired one.
    sql: (c) => [
      `DELETE FROM sandbox_cards WHERE nonce IN (
         SELECT nonce FROM sandbox_cards WHERE expires_at < $1 OR used_at < $1 LIMIT $2)`,
      [c.expired],
    ],
  },
  {
    table: 'outbox',
    sql: (c) => ['DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE created_at < $1 LIMIT $2)', [c.outbox]],
  },
  {
    table: 'tracking_links',
    sql: (c) => [
      `DELETE FROM tracking_links WHERE token_hash IN (
         SELECT token_hash FROM tracking_links WHERE expires_at < $1 LIMIT $2)`,
      [c.expired],
    ],
  },
  {
    table: 'rate_limit_hits',
    // A count whose window has closed starts again at one on the next hit: its row is only kept for that.
    sql: (c) => [
      'DELETE FROM rate_limit_hits WHERE key IN (SELECT key FROM rate_limit_hits WHERE resets_at < $1 LIMIT $2)',
      [c.expired],
    ],
  },
  {
    table: 'hub_connections',
    // The connections of a process that died: unrenewed for longer than any lease (hubLimits.ts), by the grace.
    sql: (c) => [
      'DELETE FROM hub_connections WHERE id IN (SELECT id FROM hub_connections WHERE renewed_at < $1 LIMIT $2)',
      [c.expired],
    ],
  },
  {
    table: 'comments',
    sql: (c) => [
      'DELETE FROM comments WHERE id IN (SELECT id FROM comments WHERE created_at < $1 LIMIT $2)',
      [c.comments],
    ],
  },
];

export type PurgeCounts = Record<string, number>;

/**
 * Deletes what has expired as of `now` (less the grace) and old outbox mail; answers how many rows went per table.
 * A table whose batch another process is purging at the same moment is left to that process.
 */
export async function purgeExpired(db: Db, now: Date, options: PurgeOptions = {}): Promise<PurgeCounts> {
  const settings = { ...PURGE_DEFAULTS, ...options };
  const cutoffs: Cutoffs = {
    expired: new Date(now.getTime() - settings.graceMinutes * 60_000).toISOString(),
    outbox: new Date(now.getTime() - settings.outboxDays * 86_400_000).toISOString(),
    comments: new Date(now.getTime() - settings.commentDays * 86_400_000).toISOString(),
  };
  const counts: PurgeCounts = {};
  for (const batch of BATCHES) {
    const [sql, params] = batch.sql(cutoffs);
    counts[batch.table] = 0;
    for (let round = 0; round < settings.maxBatches; round++) {
      const deleted = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
          PURGE_LOCK,
        ]);
        if (!rows[0]?.locked) return null;
        const result = await tx.query<{ n: number }>(
          `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
          [...params, settings.batchSize],
        );
        return result.rows[0]?.n ?? 0;
      });
      if (deleted === null) break;
      counts[batch.table] += deleted;
      if (deleted < settings.batchSize) break;
    }
  }
  return counts;
}
