/**
 * The counts behind the limits every API process on one database shares (issue 33, docs/server.md "Several API
 * processes"): the rate limits' hits per key in a fixed window, and the tracking hub's open connections per client
 * address. Times are the database's clock, the one clock all processes read.
 */
import type { Db } from '../db';

/**
 * Counts one hit for `key` in its fixed window of `windowMs` and answers the count and what is left of the window.
 * One statement: concurrent hits on any process each get their own count (the row lock orders them).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.query<{ hits: number; ttl: number }>(
    `INSERT INTO rate_limit_hits AS r (key, hits, resets_at)
          VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.resets_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
       resets_at = CASE WHEN r.resets_at <= clock_timestamp() THEN EXCLUDED.resets_at ELSE r.resets_at END
     RETURNING hits, GREATEST(0, ceil(extract(epoch FROM resets_at - clock_timestamp()) * 1000))::int AS ttl`,
    [key, windowMs],
  );
  return { current: rows[0].hits, ttl: rows[0].ttl };
}

/**
 * Opens a hub connection for `address` unless it already holds `max` live ones (renewed within `leaseMs`): its id,
 * or null. The address's rows are locked first, so concurrent admissions on several processes count one another.
 */
export async function admitHubConnection(db: Db, address: string, max: number, leaseMs: number) {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`hub:${address}`]);
    // Only live leases count; those of a process that died without releasing them go in the same statement.
    const { rows } = await tx.query<{ id: string }>(
      `WITH stale AS (
         DELETE FROM hub_connections
          WHERE address = $1 AND renewed_at < clock_timestamp() - $3 * interval '1 millisecond')
       INSERT INTO hub_connections (address) SELECT $1
        WHERE (SELECT count(*) FROM hub_connections
                WHERE address = $1 AND renewed_at >= clock_timestamp() - $3 * interval '1 millisecond') < $2
       RETURNING id::text`,
      [address, max, leaseMs],
    );
    return rows[0]?.id ?? null;
  });
}

export async function releaseHubConnection(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM hub_connections WHERE id = $1', [id]);
}

/** The connections a process still holds stay counted for another lease. */
export async function renewHubConnections(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('UPDATE hub_connections SET renewed_at = clock_timestamp() WHERE id = ANY($1::bigint[])', [ids]);
}
