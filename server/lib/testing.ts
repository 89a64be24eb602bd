import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Db } from '../db';
import { openTestDb } from '../db/testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo data (in memory, or its own on the Postgres pass), as a test file shares it. */
export async function createTestApp(options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestApp> {
  const db = await openTestDb({ seeded: true });
  // A test file's own PGlite start-up blocks the event loop for seconds; only the load-shedding test wants shedding.
  // Limits count in each app, as on PGlite, on the Postgres pass too: the apps a test file builds share its database,
  // and counts kept there would carry one test's requests into the next. The shared store has tests of its own
  // (server/stores/sharedLimits.test.ts) and the cluster suite (tests/cluster) uses it across processes.
  const app = await buildApp({
    db,
    ...options,
    guards: { maxEventLoopDelayMs: 0, sharedLimits: false, ...options.guards },
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const SHELL_HTML =
  '<!doctype html><html lang="en-GB"><head><title>London Transfers</title></head>' +
  '<body><div id="root"><!--app-html--></div><script src="/static/js/index.abc123.js"></script></body></html>';
export const HASHED_ASSET = 'static/js/index.abc123.js';

/** A small built SPA: index.html, one hashed script big enough to be compressed, and one public image. */
export async function createStaticDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await mkdir(path.join(dir, 'static', 'js'), { recursive: true });
  await mkdir(path.join(dir, 'images', 'vehicles'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), SHELL_HTML);
  await writeFile(path.join(dir, HASHED_ASSET), `console.log(${JSON.stringify('hello '.repeat(2000))});\n`);
  await writeFile(path.join(dir, 'images', 'vehicles', 'saloon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Posts a JSON body (an object, or raw text to send as is). */
export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  const options: InjectOptions = {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  };
  return app.inject(options);
}

/** Asserts nothing; returns the parsed body and status for compact expectations. */
export async function answer(responsePromise: PromiseLike<{ statusCode: number; json(): unknown }>) {
  const response = await responsePromise;
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { code?: number; message?: string },
  };
}
