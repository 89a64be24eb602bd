#!/usr/bin/env node
// npm run cluster: several API processes on one Postgres behind HAProxy on one port (README, "Beyond one machine";
// docs/server.md). Used as a module by the cluster tests (tests/cluster) and the bench (bench/cluster.mjs).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apiProcessArgs, apiProcessEnv } from './api-process.mjs';
import { ensureAppBuilt } from './build-app.mjs';
import { haproxyConfig } from './haproxy-config.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const HAPROXY = process.env.HAPROXY_BIN || '/usr/sbin/haproxy';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200, or throws after `timeoutMs` naming what it last saw. */
async function waitFor(url, timeoutMs, exited) {
  const end = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < end) {
    if (exited?.()) throw new Error(`${exited()} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last})`);
}

/**
 * Starts the cluster: Postgres (`databaseUrl`, else a throwaway one from `startPostgres`), `processes` API
 * processes on ports port+1.. and HAProxy on `port`. `command` is how an API process runs: `bundle` (the compiled
 * dist-server/main.js, as npm start runs it) or `tsx` (server/main.ts, no build: the tests). Answers the
 * balancer's URL and the means to kill, restart and stop its parts.
 */
export async function startCluster({
  processes = 3,
  port = 5800,
  host = '127.0.0.1',
  databaseUrl,
  startPostgres,
  command = 'bundle',
  env = {},
  logDir,
} = {}) {
  if (!existsSync(HAPROXY)) {
    throw new Error(`No HAProxy at ${HAPROXY}: apt-get install haproxy (or set HAPROXY_BIN)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'cluster-'));
  const logs = logDir ?? dir;
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    let postgres;
    if (!databaseUrl) {
      if (!startPostgres) throw new Error('DATABASE_URL or a way to start Postgres is needed');
      postgres = await startPostgres();
      cleanups.push(() => postgres.stop());
    }
    const url = `http://${host}:${port}`;
    const apiEnv = {
      ...process.env,
      HOST: host,
      DATABASE_URL: databaseUrl ?? postgres.url,
      // HAProxy on loopback adds the client's address to X-Forwarded-For: the rate limits count that address.
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: url,
      ...env,
    };
    const apis = Array.from({ length: processes }, (_, index) => ({
      index,
      name: `api${index + 1}`,
      port: port + 1 + index,
      child: null,
      exited: null,
    }));
    const argv =
      command === 'bundle'
        ? apiProcessArgs(path.join(root, 'dist-server', 'main.js'))
        : ['--import', 'tsx', path.join(root, 'server', 'main.ts')];

    /** Starts (or starts again) one API process and waits until it answers /healthz. */
    const startApi = async (api) => {
      const log = createWriteStream(path.join(logs, `${api.name}.log`), { flags: 'a' });
      const child = spawn(process.execPath, argv, {
        cwd: root,
        env: apiProcessEnv({ ...apiEnv, PORT: String(api.port) }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      api.child = child;
      let exit = null;
      api.exited = new Promise((resolve) =>
        child.on('exit', (code, signal) => {
          exit = `${api.name} exited (${signal ?? code}; ${path.join(logs, `${api.name}.log`)})`;
          resolve({ code, signal });
        }),
      );
      // Ready once it says so: it listens (and answers /healthz) before it has seeded an empty database.
      let seen = '';
      const said = new Promise((resolve) => {
        const onData = (chunk) => {
          // The line may span chunks: the end of the last one is kept, after the check.
          const text = seen + chunk;
          seen = text.slice(-200);
          if (text.includes('App ready at')) {
            child.stdout.off('data', onData);
            resolve();
          }
        };
        child.stdout.on('data', onData);
      });
      await Promise.race([said, api.exited]);
      await waitFor(`http://${host}:${api.port}/healthz`, 120_000, () => exit);
    };
    const stopApi = async (api, signal = 'SIGTERM') => {
      const { child } = api;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const done = await Promise.race([api.exited, sleep(15_000).then(() => null)]);
      if (!done) {
        child.kill('SIGKILL');
        await api.exited;
      }
    };
    cleanups.push(() => Promise.all(apis.map((api) => stopApi(api))));
    // The first process migrates and seeds while the others wait on the start-up lock (the migrate-once rule);
    // started together, they prove it.
    await Promise.all(apis.map(startApi));

    const stats = path.join(dir, 'haproxy.sock');
    const config = path.join(dir, 'haproxy.cfg');
    await writeFile(config, haproxyConfig({ host, port, servers: apis, statsSocket: stats }));
    const haproxyLog = createWriteStream(path.join(logs, 'haproxy.log'), { flags: 'a' });
    const haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout.pipe(haproxyLog);
    haproxy.stderr.pipe(haproxyLog);
    let haproxyExit = null;
    const haproxyExited = new Promise((resolve) =>
      haproxy.on('exit', (code, signal) => {
        haproxyExit = `HAProxy exited (${signal ?? code}; ${path.join(logs, 'haproxy.log')})`;
        resolve();
      }),
    );
    cleanups.push(async () => {
      if (haproxy.exitCode === null && haproxy.signalCode === null) haproxy.kill('SIGTERM');
      await haproxyExited;
    });
    await waitFor(`${url}/healthz`, 10_000, () => haproxyExit);

    return {
      url,
      databaseUrl: apiEnv.DATABASE_URL,
      apis,
      config,
      logs,
      /** Sends `signal` to one API process and waits until it has exited. */
      kill: (index, signal = 'SIGKILL') => stopApi(apis[index], signal),
      /** Starts one API process again on its port (after kill), and waits until it answers. */
      start: (index) => startApi(apis[index]),
      /** HAProxy's counters per server and backend (`show stat`), as objects keyed by its CSV header. */
      stats: () => haproxyStats(stats),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `show stat` over HAProxy's admin socket. */
function haproxyStats(socketPath) {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const names = header.replace(/^# /, '').split(',');
      resolve(rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [names[i], value]))));
    });
    socket.end('show stat\n');
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '3' },
      port: { type: 'string', default: process.env.PORT || '5800' },
      host: { type: 'string', default: process.env.HOST || '127.0.0.1' },
    },
  });
  const processes = Number(values.processes);
  const port = Number(values.port);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) throw new Error('--processes must be 1 to 32');
  if (!Number.isInteger(port) || port < 1 || port + processes > 65535) throw new Error('--port must be a port number');
  ensureAppBuilt(path.resolve(root, process.env.BUILD_DIR || 'dist'));
  const { ensureServerBuilt } = await import('./build-server.mjs');
  await ensureServerBuilt();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const startPostgres = async () => {
    // The tests' throwaway server (initdb into a temporary directory, Debian's binaries), through tsx.
    const { tsImport } = await import('tsx/esm/api');
    const { startTemporaryPostgres } = await tsImport('../server/db/postgresServer.ts', import.meta.url);
    console.log('Starting a throwaway Postgres (its data goes when the cluster stops)…');
    return startTemporaryPostgres();
  };
  console.log(`Starting ${processes} API processes and HAProxy…`);
  const starting = startCluster({
    processes,
    port,
    host: values.host,
    databaseUrl,
    startPostgres,
    env: { NODE_ENV: process.env.NODE_ENV || 'production' },
  });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    // Also while it starts: what has started so far stops once the start is over (a failed start stops itself).
    await starting.then((started) => started.stop()).catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const cluster = await starting;
  for (const api of cluster.apis)
    console.log(`  ${api.name}: http://${values.host}:${api.port} (pid ${api.child.pid})`);
  console.log(`Logs in ${cluster.logs}; HAProxy's configuration ${cluster.config}`);
  console.log(`App ready at ${cluster.url}/booking.html (Ctrl-C stops everything)`);
  // A process that dies is not restarted here (HAProxy sends its share to the others): say so.
  for (const api of cluster.apis) {
    void api.exited.then(({ code, signal }) => {
      if (!stopping) console.log(`${api.name} exited (${signal ?? code}); the others serve its share`);
    });
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
