import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_OPERATOR_CONFIG, type RenderPage } from './app';
import { startPurging } from './services/purging';
import { collectWhenIdle } from './idleCollection';
import { openDb, START_UP_LOCK, type Db } from './db';
import { installProcessGuards } from './processGuards';
import { isDatabaseEmpty, refreshDemoLicenceUrls, seedDemoData } from './seed/demo';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The embedded database on a worker thread of its own (PGLITE_THREAD=off keeps it on the API's thread). */
  pgliteThread?: boolean;
  operatorConfigPath: string;
  staticDir?: string;
  ssrEntry?: string;
}

/** Reads the environment variables documented in docs/configuration.md. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = env.PORT ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const buildDir = path.resolve(repoRoot, env.BUILD_DIR || 'dist');
  const defaultStatic = path.join(buildDir, 'web');
  const ssrEntry = path.join(buildDir, 'ssr', 'entry-server.js');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data', 'db')),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteThread: env.PGLITE_THREAD !== 'off',
    operatorConfigPath: path.resolve(env.OPERATOR_CONFIG || DEFAULT_OPERATOR_CONFIG),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : existsSync(defaultStatic) ? defaultStatic : undefined,
    ssrEntry: existsSync(ssrEntry) ? ssrEntry : undefined,
  };
}

async function loadRenderPage(entry: string | undefined): Promise<RenderPage | undefined> {
  if (!entry) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render?: RenderPage };
  return typeof module.render === 'function' ? module.render : undefined;
}

/**
 * A new embedded database is created (Postgres's initdb, inside PGlite) by a short-lived child process: initdb's
 * WebAssembly memory stayed resident in the API for good (about 135 MB more than opening an existing directory).
 */
async function createDataDirApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // PGlite makes the directory itself but not its parents (.data on a fresh clone).
  mkdirSync(dataDir, { recursive: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = new PGlite(${JSON.stringify(dataDir)}); await db.waitReady; await db.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the database in ${dataDir} failed (exit code ${code})`);
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, seeds it when empty, and listens. Used by the command line below and by tests. */
export async function startServer(
  settings: ServerSettings,
  options: { logger?: boolean | object } = {},
): Promise<RunningServer> {
  if (!settings.databaseUrl) await createDataDirApart(settings.dataDir);
  const db = await openDb(
    settings.databaseUrl
      ? { databaseUrl: settings.databaseUrl }
      : { dataDir: settings.dataDir, thread: settings.pgliteThread !== false },
  );
  try {
    const renderPage = await loadRenderPage(settings.ssrEntry);
    const app = await buildApp({
      db,
      operatorConfigPath: settings.operatorConfigPath,
      staticDir: settings.staticDir,
      logger: options.logger ?? true,
      renderPage,
      // The dispatch simulator (docs/tracking.md); TRACKING_DISPATCH=off leaves allocation to another process.
      tracking: { dispatch: true, allocate: process.env.TRACKING_DISPATCH !== 'off' },
      // Refunds a gateway failed are tried again until made (docs/booking-changes.md).
      refundRetries: {},
    });
    await app.listen({ port: settings.port, host: settings.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    const url = `http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}`;
    // Behind a balancer (npm run cluster) the demo licence names the balancer's address, not this process's.
    const appUrl = process.env.PUBLIC_URL || url;
    // One process at a time (the migrate-once rule): processes started together on one Postgres seed it once.
    const seeded = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [START_UP_LOCK]);
      if (!(await isDatabaseEmpty(tx))) {
        await refreshDemoLicenceUrls(tx, { appUrl });
        return false;
      }
      await seedDemoData(tx, { appUrl });
      return true;
    });
    if (seeded) app.log.info('seeded demo data');
    // Expired quotes, sessions, booking parameters and nonces, and old outbox mail (server/stores/purge.ts).
    const purger = startPurging(db, { onError: (error) => app.log.warn({ err: error }, 'purge failed') });
    let closing: Promise<void> | null = null;
    return {
      app,
      db,
      url,
      close: () =>
        (closing ??= (async () => {
          await purger.stop();
          // Requests in flight finish; each keep-alive connection then closes as soon as it falls idle, instead of
          // holding the process open for the keep-alive timeout (72 s) after a SIGTERM.
          const closeIdle = setInterval(() => app.server.closeIdleConnections(), 50);
          try {
            await app.close();
          } finally {
            clearInterval(closeIdle);
          }
          await db.close();
        })()),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  const server = await startServer(settings);
  installProcessGuards(server.app.log);
  server.app.log.info(
    {
      dataDir: settings.databaseUrl ? undefined : settings.dataDir,
      staticDir: settings.staticDir ?? null,
      prerender: Boolean(settings.ssrEntry),
      // How often npm start has restarted the API after a crash (scripts/start.mjs).
      restarts: Number(process.env.API_RESTARTS ?? 0),
    },
    'started',
  );
  // The heap that start-up and each load leave behind goes back to the system once idle (docs/bench.md).
  const idleCollection = collectWhenIdle(server.app.server);
  console.log(`App ready at ${server.url}/booking.html`);
  // Under npm start: tells the supervisor this process came up (scripts/start.mjs).
  process.send?.({ ready: true });
  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    idleCollection.stop();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
