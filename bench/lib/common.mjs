// What every part of the bench shares: paths, Chromium's flags, the budgets, the clock, logging, number helpers,
// child processes and the clean-up list.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const root = path.resolve(benchDir, '..');
export const tmpDir = path.join(benchDir, '.tmp');
export const bareDir = path.join(tmpDir, 'bare');
export const DEFAULT_RESULTS_PATH = path.join(benchDir, 'results.json');

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Chromium as the e2e tests launch it (chromiumLaunch in playwright.config.ts), headless. */
export const PLAYWRIGHT_ARGS = CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless'));

/** Budgets of the README / issue 2. */
export const BUDGETS = {
  initialJsGzipKb: 170,
  // Issue 17: the widget script a client site pastes (docs/embedding.md).
  embedJsGzipKb: 5,
  lighthouseBookingScore: 95,
  // Issue 27: a first visit on a phone; the first suggestion against the same search on the warm page.
  firstSuggestionToWarm: 1.5,
  firstVisitFareMs: 600,
  // The booking page hydrated with no input; the payment form on a payment link and My Bookings' first row for a
  // signed-in customer, from navigation.
  firstVisitHydratedMs: 3000,
  firstVisitPageMs: 2500,
  // Issue 10 (README budgets): the browser's quote round trip, the API under load (autocannon, 10 connections,
  // loopback, embedded PGlite, one process), its memory and its cold start.
  quoteRoundTripP95Ms: 150,
  load: {
    quotation: { minRps: 2000, maxP99Ms: 20 },
    searchaddress: { minRps: 5000, maxP99Ms: 20 },
    configuration: { minRps: 2000, maxP99Ms: 20 },
    booking: { minRps: 200, maxP99Ms: 100 },
  },
  apiRssMb: 250,
  coldStartMs: 5000,
};

/** When the bench started (this module is the first the entry point loads). */
export const t0 = Date.now();
export const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;
export const log = (msg) => console.log(`[bench ${elapsed().padStart(4)}] ${msg}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The scripts a Playwright page fetches from now on (`fetched`, by URL), and a wait until none has come for a while:
 * how the bench tells what a page or an action loads.
 */
export function watchScripts(page) {
  const fetched = new Set();
  let last = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.add(response.url());
    last = Date.now();
  });
  return {
    fetched,
    /** Restarts the quiet clock, so that the next wait counts from an action about to be taken. */
    mark() {
      last = Date.now();
    },
    /** Resolves once no script has come for `quietMs`. */
    async quiet(quietMs) {
      while (Date.now() - last < quietMs) await sleep(100);
    },
  };
}

export const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** Nearest-rank percentile (p in 0..100) of the finite values; null when there are none. */
export function percentile(xs, p) {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

export const round = (x, d = 0) => (x == null ? null : Math.round(x * 10 ** d) / 10 ** d);
export const kb = (bytes) => round(bytes / 1024, 1);

/** Runs a command, streaming nothing but keeping the tail of its output for error reports. */
export function run(cmd, argv, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, argv, {
      cwd: root,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (d) => {
      out = (out + d).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code, out }));
    child.on('error', (err) => resolve({ code: -1, out: String(err) }));
  });
}

/** Stops for everything started (servers, browsers, temporary folders), run last-in first-out by cleanup(). */
export const cleanups = [];

/** Registers a stop function for the duration of `work`, then stops it and forgets it. */
export async function whileRunning(stop, work) {
  cleanups.push(stop);
  try {
    return await work();
  } finally {
    await Promise.resolve()
      .then(stop)
      .catch(() => {});
    cleanups.splice(cleanups.indexOf(stop), 1);
  }
}

export async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch {
      /* best effort */
    }
  }
}

/** The version of an installed package, or '?'. */
export function versionOf(name) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}
