// The servers the bench measures: the real server with a fresh data directory, and a tiny static server for the
// bare page. Each registers its stop in `cleanups`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiProcessArgs, apiProcessEnv } from '../../scripts/api-process.mjs';
import { ensureServerBuilt, serverBundle } from '../../scripts/build-server.mjs';
import { cleanups, root, sleep } from './common.mjs';
import { BENCH_API_ENV } from '../measure/load.mjs';

/** Resident memory of a process in MB (Linux), or null. */
export function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Spawns a server command, resolves its URL from "App ready at" and the time from spawn to its first answer. */
async function spawnServer(argv, env, timeoutMs) {
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: apiProcessEnv({ ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let exited = false;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) child.kill('SIGKILL');
  };
  cleanups.push(stop);
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${tail}`)),
      timeoutMs,
    );
    const onData = (d) => {
      tail = (tail + d).slice(-6000);
      const m = /App ready at (http:\/\/[^\s/]+)/.exec(tail);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => {
      tail = (tail + d).slice(-6000);
    });
    child.on('exit', (code) => {
      exited = true;
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${tail}`));
    });
  });
  // Keep draining its logs so a full pipe never stalls it.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  let firstAnswerMs = null;
  for (let i = 0; i < 1000 && firstAnswerMs === null; i++) {
    try {
      const res = await fetch(`${url}/api/configuration`);
      if (res.ok) firstAnswerMs = Math.round(performance.now() - spawnedAt);
    } catch {
      /* not yet */
    }
    if (firstAnswerMs === null) await sleep(10);
  }
  return { url, stop, child, firstAnswerMs };
}

/**
 * Starts the real server as npm start runs it (the API compiled ahead of time, dist-server/main.js, with the flags of
 * scripts/api-process.mjs) on a free loopback port with a fresh DATA_DIR (and `env`, e.g. another OPERATOR_CONFIG),
 * behind the load generator as behind a proxy (BENCH_API_ENV: each request names its client).
 * `pid` is the API process (for its resident memory).
 */
export async function startAppServer(env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await ensureServerBuilt();
  const { url, stop, child } = await spawnServer(
    apiProcessArgs(serverBundle),
    { DATA_DIR: dataDir, ...BENCH_API_ENV, ...env },
    90_000,
  );
  return { url, stop, pid: child.pid, dataDir, startRssMb: residentMb(child.pid) };
}

/**
 * Cold start: `node scripts/start.mjs` (npm start, app already built) on an existing data directory, timed from the
 * spawn to the first answer of GET /api/configuration; stopped again at once.
 */
export async function coldStart(dataDir) {
  const { stop, child, firstAnswerMs } = await spawnServer(
    [path.join(root, 'scripts/start.mjs')],
    { DATA_DIR: dataDir, SKIP_BUILD: '1' },
    60_000,
  );
  // The API is start.mjs's child process.
  let apiPid = null;
  try {
    apiPid =
      Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0]) || null;
  } catch {
    /* not Linux */
  }
  const rssMb = apiPid ? residentMb(apiPid) : null;
  await stop();
  return { ms: firstAnswerMs, rssMb, dataDir: "existing (the load runs' data)", command: 'node scripts/start.mjs' };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** A tiny static server for the bare page: gzip (node:zlib) when asked, long-lived caching for hashed assets. */
export function startStaticServer(dir) {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = { raw, gz: zlib.gzipSync(raw, { level: 6 }) };
      cache.set(file, entry);
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': rel.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const gzip =
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
      !type.startsWith('image/png') &&
      !type.startsWith('font/');
    const body = gzip ? entry.gz : entry.raw;
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const stop = () => new Promise((r) => server.close(() => r()));
      cleanups.push(stop);
      server.closeIdleConnections?.();
      resolve({ url: `http://127.0.0.1:${server.address().port}`, stop });
    });
  });
}
