import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from './index';
import { testPostgresUrl } from './testDatabase';
import { isDatabaseInputError } from '../lib/errors';

const comment = (name: string) => [
  "INSERT INTO comments (name, email, message) VALUES ($1, 'x@example.com', 'm')",
  [name],
];

/** The API's embedded database on its worker thread (server/db/pgliteThread.ts); Postgres has no thread. */
describe.skipIf(testPostgresUrl())('embedded database on its own thread', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-thread-'));
    db = await openDb({ dataDir: dir, thread: true });
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const names = async () =>
    (await db.query<{ name: string }>('SELECT name FROM comments ORDER BY id')).rows.map((row) => row.name);

  it('is migrated, answers rows with their types, and keeps data across a restart', async () => {
    const [sql, params] = comment('Ann');
    await db.query(sql as string, params as unknown[]);
    const { rows } = await db.query<{ at: Date; n: number; doc: { a: number[] } }>(
      `SELECT now() AS at, 2 + 2 AS n, '{"a":[1,2]}'::jsonb AS doc`,
    );
    expect(rows[0].at).toBeInstanceOf(Date);
    expect(rows[0]).toMatchObject({ n: 4, doc: { a: [1, 2] } });
    await db.close();
    db = await openDb({ dataDir: dir, thread: true });
    expect(await names()).toEqual(['Ann']);
    await db.query('DELETE FROM comments');
  });

  it("hands Postgres's refusals over with their code, so a bad value is still the client's mistake", async () => {
    const refusal = await db.query('SELECT $1::int AS n', ['not a number']).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({ code: '22P02', severity: 'ERROR' });
    expect(isDatabaseInputError(refusal)).toBe(true);
    // The thread goes on serving after a refusal.
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back, and statements asked for meanwhile are neither in it nor lost', async () => {
    const [sql] = comment('');
    let inside!: () => void;
    const reachedInside = new Promise<void>((resolve) => (inside = resolve));
    const failing = db.transaction(async (tx) => {
      await tx.query(sql as string, ['rolled back']);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('boom');
    });
    await reachedInside;
    // Asked while the transaction holds the database: waits for it, then runs on its own.
    const outside = db.query(sql as string, ['kept']);
    await expect(failing).rejects.toThrow('boom');
    await outside;
    expect(await names()).toEqual(['kept']);
    await db.query('DELETE FROM comments');
  });

  it('runs concurrent transactions one at a time, in the order they were asked for', async () => {
    await db.query('CREATE TABLE IF NOT EXISTS counter (n int NOT NULL)');
    await db.query('INSERT INTO counter VALUES (0)');
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('SELECT n FROM counter');
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.query('UPDATE counter SET n = $1', [rows[0].n + 1]);
          seen.push(i);
        }),
      ),
    );
    expect((await db.query<{ n: number }>('SELECT n FROM counter')).rows).toEqual([{ n: 20 }]);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('sends a statement asked for before a transaction ahead of it, outside it', async () => {
    const [sql] = comment('');
    const before = db.query(sql as string, ['before']);
    const rolledBack = db.transaction(async (tx) => {
      await tx.query(sql as string, ['inside']);
      throw new Error('undo');
    });
    await before;
    await expect(rolledBack).rejects.toThrow('undo');
    expect(await names()).toEqual(['before']);
    await db.query('DELETE FROM comments');
  });
});
