// The servers the bench measures: the real server with a fresh data directory, and a tiny static server for the
// bare page. Each registers its stop in `cleanups`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { cleanups, root, sleep } from './common.mjs';

/** Starts the real server (node --import tsx server/main.ts) on a free loopback port with a fresh DATA_DIR. */
export async function startAppServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
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
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${tail}`)), 90_000);
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
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  return { url, stop };
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
