import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDb, type Db } from './index';
import { openTestDb, testPostgresUrl } from './testDatabase';

describe.skipIf(testPostgresUrl())('embedded database', () => {
  it('applies the migrations and keeps data across a restart', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pglite-'));
    try {
      const first = await openDb({ dataDir: dir });
      await first.query("INSERT INTO comments (name, email, message) VALUES ('Ann', 'ann@example.com', 'hello')");
      await first.close();
      const second = await openDb({ dataDir: dir });
      const { rows } = await second.query<{ name: string }>('SELECT name FROM comments');
      expect(rows.map((r) => r.name)).toEqual(['Ann']);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('database (PGlite, or Postgres on the Postgres pass)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('says which kind it is', () => {
    expect(db.kind).toBe(testPostgresUrl() ? 'postgres' : 'pglite');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO comments (name, email, message) VALUES ('Bob', 'b@example.com', 'x')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query('SELECT * FROM comments');
    expect(rows).toHaveLength(0);
  });

  it('applies each migration once: migrating a migrated database again changes nothing', async () => {
    const before = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(before.rows.length).toBeGreaterThan(0);
    await migrate(db);
    const after = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(after.rows).toEqual(before.rows);
  });

  it.skipIf(!testPostgresUrl())(
    'survives Postgres closing its idle connections, and the next query works',
    async () => {
      // Two queries at once leave two connections idle in the pool; one of them then has the other one closed.
      await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
      const { rows } = await db.query<{ closed: boolean }>(
        'SELECT pg_terminate_backend(pid) AS closed FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      expect(rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const after = await db.query<{ one: number }>('SELECT 1 AS one');
      expect(after.rows).toEqual([{ one: 1 }]);
    },
  );
});
