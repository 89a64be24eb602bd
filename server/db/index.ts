import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { openPgliteThread } from './pgliteThread';
import type { Db } from './db';

export type { Db } from './db';

export interface OpenDbOptions {
  /** Postgres connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Directory for the embedded database; omitted means in memory. */
  dataDir?: string;
  /** In memory, starting from this dumped data directory (PGlite's dumpDataDir) instead of a new one: tests copy one template. */
  loadDataDir?: Blob;
  /**
   * Run the embedded database on a worker thread of its own (with dataDir): the API does, so that its statements
   * never stop the event loop; tests that open many small databases keep it in their own thread.
   */
  thread?: boolean;
}

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : options.thread && options.dataDir
      ? await openPgliteThread(options.dataDir, pgliteStartParams())
      : await openPglite(options.dataDir, options.loadDataDir);
  await migrate(db);
  return db;
}

/** PGlite's shared buffers (bench/README: the API's resident memory budget). */
export const PGLITE_SHARED_BUFFERS = '8MB';

/** Postgres settings PGlite starts with beside its defaults. */
function pgliteStartParams(): string[] {
  // Postgres's default 128 MB of shared buffers is allocated inside PGlite's WebAssembly memory and became about
  // 120 MB of the API's resident memory; the operator's tables are small and the OS caches the files anyway.
  return ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, ...pgliteStartParams()];
  const pg = dataDir ? new PGlite(dataDir, { startParams }) : new PGlite({ startParams, loadDataDir });
  await pg.waitReady;
  type Queryable = Pick<typeof pg, 'query' | 'exec'>;
  const wrap = (q: Queryable, inTx: boolean): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTx) return fn(wrap(q, true));
      return pg.transaction((tx) => fn(wrap(tx as unknown as Queryable, true)));
    },
    async close() {
      if (!inTx) await pg.close();
    },
  });
  return wrap(pg, false);
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a Postgres restart or failover, an administrator's terminate) is reported
  // on the pool; unheard, it would end the whole API. The pool opens a new connection for the next query, and a
  // query in flight fails with its own error, so here it is only worth a line in the log.
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(`Postgres closed an idle connection (${error.code ?? error.message}); the next query opens another`);
  });
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
  const wrap = (client: Client, inTx: boolean): Db => ({
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTx) return fn(wrap(client, true));
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(wrap(conn, true));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    async close() {
      if (!inTx) await pool.end();
    },
  });
  return wrap(pool, false);
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: the advisory lock that lets one process at a time migrate or seed a shared database. */
export const START_UP_LOCK = 741_503_228;

/**
 * Applies every migrations/NNN_name.sql not yet applied, in name order, in one transaction that first takes the
 * start-up lock: API processes started together on one Postgres migrate one after the other, the later ones finding
 * nothing left to do, instead of racing to create the same tables (the migrate-once rule).
 */
export async function migrate(db: Db): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [START_UP_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
  });
}
