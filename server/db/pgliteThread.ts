import { Worker } from 'node:worker_threads';
import type { Db } from './db';

type Reply = { id: number; rows?: unknown[] | null; error?: Record<string, unknown> & { message: string } };
type Pending = { resolve: (rows: unknown[]) => void; reject: (error: unknown) => void };

/** A Postgres refusal as PGlite gave it (code, severity, detail…), so callers read it as before. */
function databaseError(fields: Record<string, unknown> & { message: string }): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

/**
 * PGlite on a worker thread (server/db/pgliteWorker.mjs) behind the same Db surface as in-thread PGlite and Postgres.
 * The worker runs statements in the order they are sent. A transaction has the database to itself, as PGlite's own
 * transaction() gives it: statements outside it that are asked for while it runs wait and are sent after its
 * COMMIT or ROLLBACK, in the order they were asked for, as are transactions that were waiting.
 */
export async function openPgliteThread(dataDir: string, startParams: string[]): Promise<Db> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir, startParams } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failed: Error | null = null;

  await new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready?: boolean; error?: Reply['error'] }) => {
      if (message.ready === undefined) return;
      worker.off('message', onReady);
      if (message.ready) resolve();
      else reject(databaseError(message.error ?? { message: 'the database did not start' }));
    };
    worker.on('message', onReady);
    worker.once('error', reject);
  });

  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.reject(databaseError(reply.error));
    else waiting.resolve(reply.rows ?? []);
  });
  const failAll = (error: Error) => {
    failed = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database thread ended (exit code ${code})`)));

  const send = (op: 'query' | 'exec' | 'close', sql?: string, params?: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (failed) return reject(failed);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params });
    });

  // While a transaction runs, what others ask for waits here, in order. Nothing awaits when the database is free,
  // so a statement is sent in the same turn it was asked for, never after a BEGIN asked for later.
  let inTransaction = false;
  const waiting: Array<{ transaction: boolean; go: () => void }> = [];
  const wait = (transaction: boolean) => new Promise<void>((go) => waiting.push({ transaction, go }));
  const release = () => {
    inTransaction = false;
    // Statements that waited go out until a transaction that waited takes the database.
    while (waiting.length && !inTransaction) {
      const next = waiting.shift()!;
      if (next.transaction) inTransaction = true;
      next.go();
    }
  };

  const bound = (inTx: boolean): Db => ({
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      if (!inTx && inTransaction) await wait(false);
      return { rows: (await send('query', sql, params)) as T[] };
    },
    async exec(sql: string) {
      if (!inTx && inTransaction) await wait(false);
      await send('exec', sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTx) return fn(bound(true));
      // Taken at once when free; when waiting, release() takes it on this transaction's behalf.
      if (inTransaction) await wait(true);
      else inTransaction = true;
      try {
        await send('query', 'BEGIN');
        const result = await fn(bound(true));
        await send('query', 'COMMIT');
        return result;
      } catch (error) {
        await send('query', 'ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        release();
      }
    },
    async close() {
      if (inTx) return;
      if (inTransaction) await wait(false);
      await send('close').catch(() => undefined);
      await worker.terminate();
    },
  });
  return bound(false);
}
