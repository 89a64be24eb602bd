// The counts every API process on one database shares (the shared limits rule): on PGlite and on Postgres, where
// the concurrent statements truly overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../db/testDatabase';
import type { Db } from '../db';
import { purgeExpired } from './purge';
import { admitHubConnection, countHit, releaseHubConnection, renewHubConnections } from './sharedLimits';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limit counts in the database', () => {
  it('gives 61 concurrent hits on one key the counts 1 to 61, each once, and another key its own', async () => {
    const hits = await Promise.all(
      Array.from({ length: 61 }, () => countHit(db, 'signInPerClient:203.0.113.1', 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
    for (const hit of hits) expect(hit.ttl).toBeGreaterThan(50_000);
    expect((await countHit(db, 'signInPerClient:203.0.113.2', 60_000)).current).toBe(1);
    expect((await countHit(db, 'promoPerClient:203.0.113.1', 60_000)).current).toBe(1);
  });

  it('starts a new window at one once the last has closed', async () => {
    expect((await countHit(db, 'quotationPerClient:203.0.113.3', 200)).current).toBe(1);
    expect((await countHit(db, 'quotationPerClient:203.0.113.3', 200)).current).toBe(2);
    await sleep(250);
    const fresh = await countHit(db, 'quotationPerClient:203.0.113.3', 200);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeLessThanOrEqual(200);
  });
});

describe('hub connections in the database', () => {
  it('admits an address up to its limit across callers, and again once one is released', async () => {
    const address = '198.51.100.20';
    const admitted = await Promise.all([1, 2, 3].map(() => admitHubConnection(db, address, 2, 30_000)));
    expect(admitted.filter((id) => id !== null)).toHaveLength(2);
    expect(await admitHubConnection(db, '198.51.100.21', 2, 30_000)).not.toBeNull();
    await releaseHubConnection(
      db,
      admitted.find((id) => id !== null)!,
    );
    expect(await admitHubConnection(db, address, 2, 30_000)).not.toBeNull();
    expect(await admitHubConnection(db, address, 2, 30_000)).toBeNull();
  });

  it('stops counting the connections of a process that no longer renews them, and keeps those it renews', async () => {
    const address = '198.51.100.22';
    const renewed = (await admitHubConnection(db, address, 2, 30_000))!;
    const abandoned = (await admitHubConnection(db, address, 2, 30_000))!;
    expect(await admitHubConnection(db, address, 2, 30_000)).toBeNull();
    await db.query(`UPDATE hub_connections SET renewed_at = now() - interval '1 minute' WHERE id = ANY($1::bigint[])`, [
      [renewed, abandoned],
    ]);
    await renewHubConnections(db, [renewed]);
    expect(await admitHubConnection(db, address, 2, 30_000)).not.toBeNull();
    expect(await admitHubConnection(db, address, 2, 30_000)).toBeNull();
  });

  it('leaves the purge to remove closed windows and abandoned connections', async () => {
    await countHit(db, 'commentPerClient:203.0.113.9', 60_000);
    const id = (await admitHubConnection(db, '198.51.100.23', 2, 30_000))!;
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    const counts = await purgeExpired(db, inTwoHours);
    expect(counts.rate_limit_hits).toBeGreaterThan(0);
    expect(counts.hub_connections).toBeGreaterThan(0);
    const { rows } = await db.query('SELECT 1 FROM hub_connections WHERE id = $1', [id]);
    expect(rows).toEqual([]);
  });
});
