#!/usr/bin/env node
// npm start: build the app if its sources changed since the last build, compile the API ahead of time if its
// sources changed (scripts/build-server.mjs), then serve app and API on one port from plain JavaScript.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessArgs, apiProcessEnv } from './api-process.mjs';
import { ensureAppBuilt } from './build-app.mjs';
import { ensureServerBuilt, serverBundle } from './build-server.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'dist');

ensureAppBuilt(buildDir);

// Even with SKIP_BUILD: a stale API bundle would serve other code than the checkout's (it compiles in well under 1 s).
await ensureServerBuilt();

/**
 * The API runs as a child that is started again when it dies unexpectedly (docs/security.md, "Faults that
 * escape"): after 0.5 s, doubling with each crash in a row up to 30 s, and from 0.5 s again once a child has served
 * for a minute. Each restart is a log line (JSON, as the API's own) with the count so far, which the new child's
 * "started" line repeats (API_RESTARTS). A child that fails before it was ever ready is a start-up error (a port in
 * use, a database out of reach): npm start exits with it, as before. Ctrl-C and SIGTERM stop the child and then exit.
 */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

function logLine(level, msg, fields) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...fields })}\n`);
}

let child;
let stopping = false;
let everReady = false;
let restarts = 0;
let crashesInARow = 0;
let restartTimer;

function startApi() {
  const startedAt = Date.now();
  child = spawn(process.execPath, apiProcessArgs(serverBundle), {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: apiProcessEnv({ NODE_ENV: 'production', ...process.env, API_RESTARTS: String(restarts) }),
  });
  logLine(30, 'API process started', { child: child.pid, restarts });
  child.on('message', (message) => {
    if (message && message.ready) everReady = true;
  });
  child.on('exit', (code, signal) => {
    child = undefined;
    // A clean exit is a shutdown the child was asked for (SIGINT or SIGTERM, from here or from the terminal).
    if (stopping || code === 0) process.exit(code ?? 0);
    if (!everReady) process.exit(code ?? 1);
    if (Date.now() - startedAt >= HEALTHY_AFTER_MS) crashesInARow = 0;
    const delayMs = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** crashesInARow);
    crashesInARow += 1;
    restarts += 1;
    logLine(50, 'API process exited unexpectedly; restarting', { code, signal, restarts, delayMs });
    restartTimer = setTimeout(startApi, delayMs);
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(restartTimer);
    if (child) child.kill(signal);
    else process.exit(0);
  });
}
startApi();
