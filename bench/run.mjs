#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/bench.md, printed and written to bench/results.json.
//
//   node bench/run.mjs [--build] [--runs N] [--duration S] [--roundtrip-runs N] [--skip-lighthouse] [--skip-roundtrip]
//                      [--skip-load] [--out FILE]
//
// Everything it needs it starts and stops itself: the real server on a free loopback port with a
// temporary DATA_DIR, a tiny gzip static server for the bare React + Chakra reference page, and Chromium.
// The figures are figures, not a test: the exit code is 0 whether the budgets pass or not
// (it is 1 only when the bench itself cannot run).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync, rmSync, mkdtempSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const tmpDir = path.join(here, '.tmp');
const bareDir = path.join(tmpDir, 'bare');
let resultsPath = path.join(here, 'results.json');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** No Lighthouse round starts if it would likely end past this many seconds after the start (see lighthouseSeries). */
const LIGHTHOUSE_DEADLINE_S = 185;

/** Budgets of the README / issue 2. */
const BUDGETS = { initialJsGzipKb: 170, lighthouseBookingScore: 95 };

const SEARCH_PREFIXES = [
  'king',
  'heath',
  'baker st',
  'sw1a',
  'gatw',
  'savoy',
  'o2',
  'pad',
  'vict',
  'water',
  'tower',
  'luton',
];
/** Realistic quotes: central London stations and hotels to and from the airports. */
const QUOTE_TRIPS = [
  {
    pick: "King's Cross Station, London",
    pickpostcode: 'N1C 4AP',
    picklat: 51.5309,
    picklng: -0.1233,
    doff: 'Heathrow Airport Terminal 5',
    droppostcode: 'TW6 2GA',
    dofflat: 51.4723,
    dofflng: -0.4889,
  },
  {
    pick: 'The Savoy, Strand, London',
    pickpostcode: 'WC2R 0EZ',
    picklat: 51.5104,
    picklng: -0.1204,
    doff: 'Gatwick Airport North Terminal',
    droppostcode: 'RH6 0PJ',
    dofflat: 51.1618,
    dofflng: -0.1768,
  },
  {
    pick: 'Paddington Station, London',
    pickpostcode: 'W2 1HQ',
    picklat: 51.5154,
    picklng: -0.1755,
    doff: 'London City Airport',
    droppostcode: 'E16 2PX',
    dofflat: 51.5048,
    dofflng: 0.0495,
  },
  {
    pick: '221B Baker Street, London',
    pickpostcode: 'NW1 6XE',
    picklat: 51.5238,
    picklng: -0.1586,
    doff: 'Stansted Airport',
    droppostcode: 'CM24 1QW',
    dofflat: 51.886,
    dofflng: 0.2389,
  },
];

/**
 * The quote round trip in the browser: pick-ups and drop-offs typed into the place autocomplete (texts the seeded
 * gazetteer answers, first suggestion taken). Each repetition quotes a pick-up/drop-off pair not quoted before on
 * that page, so the client's 60 s quote reuse (spec 4.5) never answers from its cache.
 */
const ROUNDTRIP_PICKUPS = ['Kings Cross', 'Paddington', 'Waterloo'];
const ROUNDTRIP_DROPOFFS = ['Heathrow', 'Gatwick', 'Savoy', 'Tower Bridge', 'Stansted'];
/** Chromium as the e2e tests launch it (chromiumLaunch in playwright.config.ts), headless. */
const PLAYWRIGHT_ARGS = CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless'));

const args = parseArgs(process.argv.slice(2));
const cleanups = [];
const t0 = Date.now();

// ---------------------------------------------------------------------------------------------- helpers

function parseArgs(argv) {
  const out = {
    build: false,
    runs: 3,
    duration: 10,
    connections: 10,
    lighthouse: true,
    load: true,
    roundtrip: true,
    roundtripRuns: 15,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--build') out.build = true;
    else if (a === '--runs') out.runs = Math.max(1, Number(argv[++i]) || 3);
    else if (a === '--duration') out.duration = Math.max(1, Number(argv[++i]) || 10);
    else if (a === '--skip-lighthouse') out.lighthouse = false;
    else if (a === '--skip-load') out.load = false;
    else if (a === '--skip-roundtrip') out.roundtrip = false;
    else if (a === '--roundtrip-runs') out.roundtripRuns = Math.max(1, Math.trunc(Number(argv[++i])) || 15);
    else if (a === '--out') resultsPath = path.resolve(argv[++i]);
    else if (a === '-h' || a === '--help') {
      console.log(
        'node bench/run.mjs [--build] [--runs N] [--duration S] [--roundtrip-runs N] [--skip-lighthouse] [--skip-roundtrip] [--skip-load] [--out FILE]',
      );
      process.exit(0);
    } else {
      console.error(`unknown argument ${a}`);
      process.exit(2);
    }
  }
  return out;
}

const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;
const log = (msg) => console.log(`[bench ${elapsed().padStart(4)}] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const round = (x, d = 0) => (x == null ? null : Math.round(x * 10 ** d) / 10 ** d);
const kb = (bytes) => round(bytes / 1024, 1);

/** Runs a command, streaming nothing but keeping the tail of its output for error reports. */
function run(cmd, argv, opts = {}) {
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

const RSBUILD = path.join(root, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');

async function buildApp() {
  // BUILD_DIR (default dist) as rsbuild.config.ts and the server read it.
  const buildDir = process.env.BUILD_DIR || 'dist';
  const needed = args.build || !existsSync(path.join(root, buildDir, 'web', 'index.html'));
  if (!needed) {
    log(`app: using the existing ${buildDir}/ (pass --build to rebuild)`);
    return { built: false, ok: true };
  }
  log('app: building (rsbuild build)…');
  const started = Date.now();
  const { code, out } = await run(process.execPath, [RSBUILD, 'build'], { env: { NODE_ENV: 'production' } });
  if (code !== 0) {
    console.error(out.split('\n').slice(-25).join('\n'));
    log(`app: BUILD FAILED; figures for /booking.html use whatever ${buildDir}/ holds, if anything`);
    return { built: false, ok: false };
  }
  log(`app: built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { built: true, ok: true, seconds: round((Date.now() - started) / 1000, 1) };
}

async function buildBare() {
  log('bare page: building bench/bare → bench/.tmp/bare…');
  const { code, out } = await run(
    process.execPath,
    [RSBUILD, 'build', '-c', path.join(here, 'bare', 'rsbuild.config.mjs')],
    {
      env: { NODE_ENV: 'production' },
    },
  );
  if (code !== 0 || !existsSync(path.join(bareDir, 'index.html'))) {
    console.error(out.split('\n').slice(-25).join('\n'));
    throw new Error('the bare reference page failed to build');
  }
}

// ---------------------------------------------------------------------------------------------- servers

/** Starts the real server (node --import tsx server/main.ts) on a free loopback port with a fresh DATA_DIR. */
async function startAppServer() {
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
function startStaticServer(dir) {
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

// ---------------------------------------------------------------------------------------------- 1. initial weight

/** The assets of the initial load named in the HTML: scripts with src, stylesheets, modulepreloads and script/style preloads. */
function initialAssets(html, base) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[1], 'src');
    if (src) js.add(new URL(src, base).href);
    // A prerendered page names its scripts only in the deferred loader (server/routes/deferredScripts.ts), which
    // fetches them once the page has loaded: they are still what the page needs to become interactive.
    const deferred = /^\(function\(w,d\)\{var s=(\[[^\]]*\])/.exec(m[2].trim());
    if (deferred) for (const source of JSON.parse(deferred[1])) js.add(new URL(source, base).href);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = (attr(m[1], 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(m[1], 'href');
    if (!href) continue;
    const as = (attr(m[1], 'as') ?? '').toLowerCase();
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) css.add(new URL(href, base).href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
      js.add(new URL(href, base).href);
  }
  return { js: [...js], css: [...css] };
}

function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

const gz9 = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

async function fetchBytes(url) {
  const res = await fetch(url); // fetch undoes any content-encoding: these are the raw bytes
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function measureWeight(pageUrl) {
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`${pageUrl} answered ${res.status}`);
  const html = Buffer.from(await res.arrayBuffer());
  const { js, css } = initialAssets(html.toString('utf8'), res.url);
  const files = [];
  for (const [kind, urls] of [
    ['js', js],
    ['css', css],
  ]) {
    for (const u of urls) {
      const buf = await fetchBytes(u);
      files.push({ kind, path: new URL(u).pathname, bytes: buf.length, gzipBytes: gz9(buf) });
    }
  }
  const sum = (kind, key) => files.filter((f) => f.kind === kind).reduce((s, f) => s + f[key], 0);
  const inlineStyle = [...html.toString('utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((m) => m[1])
    .join('');
  return {
    url: pageUrl,
    html: { bytes: html.length, gzipBytes: gz9(html), inlineStyleBytes: Buffer.byteLength(inlineStyle) },
    js: {
      bytes: sum('js', 'bytes'),
      gzipBytes: sum('js', 'gzipBytes'),
      files: files.filter((f) => f.kind === 'js').length,
    },
    css: {
      bytes: sum('css', 'bytes'),
      gzipBytes: sum('css', 'gzipBytes'),
      files: files.filter((f) => f.kind === 'css').length,
    },
    files,
  };
}

// ---------------------------------------------------------------------------------------------- 2. lighthouse

async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    // The default config is lighthouse's mobile one (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown).
    let timer;
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('lighthouse run took over 120 s')), 120_000);
      }),
    ]).finally(() => clearTimeout(timer));
    const lhr = result?.lhr;
    if (!lhr) throw new Error('lighthouse returned no result');
    const num = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      fcpMs: num('first-contentful-paint'),
      cls: num('cumulative-layout-shift'),
      runtimeError: lhr.runtimeError?.code ?? null,
      // Where the main thread went: the scripts with the most execution time (bootup-time audit), for diagnosis.
      topScripts: (lhr.audits['bootup-time']?.details?.items ?? [])
        .slice()
        .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
        .slice(0, 5)
        .map((item) => ({ url: shortUrl(item.url), totalMs: round(item.total), scriptingMs: round(item.scripting) })),
      mainThreadMs: round(num('mainthread-work-breakdown')),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await kill();
    cleanups.splice(cleanups.indexOf(kill), 1);
  }
}

function shortUrl(u) {
  try {
    const url = new URL(u);
    return url.pathname + url.search;
  } catch {
    return u;
  }
}

async function lighthouseSeries(targets, runs) {
  const series = Object.fromEntries(targets.map(([name]) => [name, []]));
  // Interleaved (booking, bare, booking, bare…) so a slow patch of the machine hits both alike.
  let slowestRound = 0;
  let roundsDone = 0;
  for (let i = 0; i < runs; i++) {
    // Keep the whole bench under about 4 minutes: on a loaded machine a round can take 90 s, so stop
    // early (after at least one round) rather than overrun; the JSON says how many runs were made.
    if (i > 0 && (Date.now() - t0) / 1000 + slowestRound > LIGHTHOUSE_DEADLINE_S) {
      log(`lighthouse: stopping after ${i} round(s) to stay within the time limit (machine busy)`);
      break;
    }
    const roundStart = Date.now();
    roundsDone++;
    for (const [name, url] of targets) {
      const started = Date.now();
      try {
        const r = await lighthouseOnce(url);
        series[name].push(r);
        log(
          `lighthouse ${name} run ${i + 1}/${runs}: score ${r.score}, LCP ${round(r.lcpMs)} ms, TBT ${round(r.tbtMs)} ms` +
            `${r.runtimeError ? ` (${r.runtimeError})` : ''} [${((Date.now() - started) / 1000).toFixed(0)}s]`,
        );
      } catch (error) {
        log(`lighthouse ${name} run ${i + 1}/${runs} failed: ${error.message}`);
        series[name].push({ error: error.message });
      }
    }
    slowestRound = Math.max(slowestRound, (Date.now() - roundStart) / 1000);
  }
  const summary = { rounds: roundsDone, roundsRequested: runs };
  for (const [name, url] of targets) {
    const rs = series[name].filter((r) => !r.error && !r.runtimeError);
    summary[name] = {
      url,
      runs: series[name].length,
      validRuns: rs.length,
      score: median(rs.map((r) => r.score)),
      lcpMs: round(median(rs.map((r) => r.lcpMs))),
      tbtMs: round(median(rs.map((r) => r.tbtMs))),
      fcpMs: round(median(rs.map((r) => r.fcpMs))),
      cls: round(median(rs.map((r) => r.cls)), 3),
      medianRun: (() => {
        const m = rs.find((r) => r.score === median(rs.map((x) => x.score))) ?? rs[0];
        return m ? { score: m.score, mainThreadMs: m.mainThreadMs, topScripts: m.topScripts } : null;
      })(),
      each: series[name].map((r) =>
        r.error
          ? { error: r.error }
          : {
              score: r.score,
              lcpMs: round(r.lcpMs),
              tbtMs: round(r.tbtMs),
              fcpMs: round(r.fcpMs),
              cls: round(r.cls, 3),
              runtimeError: r.runtimeError,
            },
      ),
    };
  }
  return summary;
}

// ---------------------------------------------------------------------------------------------- 3. quote round trip

/** Nearest-rank percentile (p in 0..100) of the finite values; null when there are none. */
function percentile(xs, p) {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

/**
 * Runs in the page: arms a watch on the place box, then resolves `window.__quoteRoundTrip` with the time from the
 * Enter that chooses a suggestion (the keydown, caught before the app sees it) to the animation frame in which the
 * fare is on screen again. The wizard's fare (data-testid="fare", FareSummary) is rendered only while it belongs to
 * the booking's current inputs (its quote key equals theirs) and never while a quote is in flight, so the watch
 * waits for the old fare to go and the new one to come: that fare is the new journey's, never a stale one.
 */
function armQuoteWatch(input, timeoutMs) {
  window.__quoteRoundTrip = new Promise((resolve) => {
    const typed = input.value;
    let start = null;
    let fareGone = false;
    let shown = false;
    let finished = false;
    const finish = (result) => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey, true);
      resolve(result);
    };
    const check = () => {
      if (start === null || shown || finished) return;
      const fare = document.querySelector('[data-testid="fare"]');
      if (!fare) {
        fareGone = true;
        const error = document.querySelector('[data-testid="fare-summary"] [role="alert"]');
        if (error) finish({ error: `quote failed: ${error.textContent}` });
        return;
      }
      if (!fareGone || input.value === typed) return;
      shown = true;
      const text = fare.textContent;
      requestAnimationFrame(() => {
        // The quotation call's own share (resource timing), to tell the server's time from the page's.
        const call = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/quotation') && entry.startTime >= start)
          .pop();
        finish({
          ms: performance.now() - start,
          requestMs: call ? call.duration : null,
          fare: text,
          place: input.value,
        });
      });
    };
    const onKey = (event) => {
      if (event.key !== 'Enter' || event.target !== input || start !== null) return;
      start = performance.now();
      queueMicrotask(check);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('keydown', onKey, true);
    const timer = setTimeout(() => finish({ error: `no fare within ${timeoutMs} ms` }), timeoutMs);
  });
}

/**
 * The quote round trip as a customer meets it: on /booking.html in Chromium (as the e2e tests launch it), the time
 * from choosing the drop-off in the place autocomplete to the fare on screen. Each group of repetitions runs in a
 * fresh tab (fresh session storage, empty quote cache): the pick-up is chosen first (not timed), then each drop-off
 * in turn (timed), so every timed quote is for a pair the tab has not quoted. One untimed warm-up comes first.
 */
async function quoteRoundTrip(baseUrl, runs) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    args: PLAYWRIGHT_ARGS,
    headless: true,
  });
  const close = () => browser.close();
  cleanups.push(close);
  const TIMEOUT_MS = 30_000;
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const openTab = async () => {
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT_MS);
      await page.goto(`${baseUrl}/booking.html`);
      // The booking page's scripts start at the first sign of a person; the wizard says when it is restored.
      await page.mouse.move(100, 100);
      await page.locator('[data-booking-ready="true"]').waitFor();
      return page;
    };
    /** Types into a place box and highlights the first suggestion; Enter (by the caller) chooses it. */
    const typePlace = async (page, label, text) => {
      const box = page.getByRole('combobox', { name: label, exact: true });
      await box.fill('');
      await box.pressSequentially(text, { delay: 20 });
      await page
        .getByRole('listbox', { name: `${label} suggestions` })
        .getByRole('option')
        .first()
        .waitFor();
      await box.press('ArrowDown');
      return box;
    };
    const choose = async (page, label, text, { timed }) => {
      const box = await typePlace(page, label, text);
      if (!timed) {
        await box.press('Enter');
        return null;
      }
      await box.evaluate(armQuoteWatch, TIMEOUT_MS);
      await box.press('Enter');
      const result = await page.evaluate(() => window.__quoteRoundTrip);
      if (result.error) throw new Error(`${text}: ${result.error}`);
      return result;
    };

    const samples = [];
    const each = [];
    let warmupMs = null;
    let page = null;
    for (let i = 0, group = 0; i < runs; group++) {
      await page?.close();
      page = await openTab();
      const pickUp = ROUNDTRIP_PICKUPS[group % ROUNDTRIP_PICKUPS.length];
      await choose(page, 'Pick-up', pickUp, { timed: false });
      if (group === 0) {
        // A warm-up, left out of the figures (JIT, the server's first route): a drop-off none of the timed ones uses.
        warmupMs = round((await choose(page, 'Drop-off', 'Victoria', { timed: true })).ms, 1);
        log(`quote round trip warm-up: ${warmupMs} ms`);
      }
      for (const dropOff of ROUNDTRIP_DROPOFFS) {
        if (i >= runs) break;
        const r = await choose(page, 'Drop-off', dropOff, { timed: true });
        samples.push(round(r.ms, 1));
        each.push({
          pickUp,
          dropOff: r.place,
          fare: r.fare,
          ms: round(r.ms, 1),
          quotationCallMs: round(r.requestMs, 1),
        });
        log(
          `quote round trip ${++i}/${runs}: ${pickUp} → ${r.place.slice(0, 40)}: ${r.fare} in ${round(r.ms)} ms (quotation call ${round(r.requestMs)} ms)`,
        );
      }
    }
    await page?.close();
    return {
      runs: samples.length,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      minMs: round(Math.min(...samples)),
      maxMs: round(Math.max(...samples)),
      warmupMs,
      quotationCallP50Ms: round(
        percentile(
          each.map((e) => e.quotationCallMs),
          50,
        ),
      ),
      samplesMs: samples,
      each,
      method:
        `Playwright ${playwrightVersion()} driving ${CHROME_PATH} (headless; ${PLAYWRIGHT_ARGS.join(' ')}), 1280×800, /booking.html of the real server; ` +
        'from the Enter that chooses the drop-off suggestion (keydown, in the page) to the animation frame in which the current fare is shown; ' +
        `pick-ups ${ROUNDTRIP_PICKUPS.join(', ')} × drop-offs ${ROUNDTRIP_DROPOFFS.join(', ')}, a fresh tab per pick-up, so no quote is reused; nearest-rank percentiles`,
    };
  } finally {
    await close().catch(() => {});
    cleanups.splice(cleanups.indexOf(close), 1);
  }
}

function playwrightVersion() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', 'playwright', 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

// ---------------------------------------------------------------------------------------------- 4. load

async function load(name, base, { method = 'GET', paths, bodies }) {
  const { default: autocannon } = await import('autocannon');
  let i = 0;
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const options = {
    url: base,
    connections: args.connections,
    duration: args.duration,
    headers,
    requests: [
      {
        method,
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            method,
            path: paths[n % paths.length],
            ...(bodies ? { body: bodies[n % bodies.length] } : {}),
          };
        },
      },
    ],
  };
  // A short untimed warm-up so the JIT and the server's caches are hot before the measured run.
  await autocannon({ ...options, duration: Math.min(2, args.duration) });
  i = 0;
  const result = await autocannon(options);
  const figures = {
    connections: args.connections,
    durationS: args.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    avgMs: round(result.latency.average, 2),
    maxMs: result.latency.max,
    requestsPerS: round(result.requests.average, 0),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  log(
    `${name}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.requestsPerS} req/s (${figures.total} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors)`,
  );
  return figures;
}

/** Bodies as buildQuotationRequest (src/api/pricing.ts) makes them: the defaults of spec 7.3 plus the trip. */
function quoteBodies() {
  const bookingdate = new Date(Date.now() + 24 * 3600 * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return QUOTE_TRIPS.map((trip) =>
    JSON.stringify({
      rtntype: '',
      source: 8,
      recalcroute: false,
      recalcnearestdriver: false,
      viaaddresses: [],
      currencyCode: 'GBP',
      paymentmethod: 'card',
      ...trip,
      bookingdate,
    }),
  );
}

// ---------------------------------------------------------------------------------------------- report

function printReport(r) {
  const rows = [];
  const fmt = (v, unit = '') => (v == null ? 'n/a' : `${v}${unit}`);
  const verdict = (ok) => (ok == null ? '' : ok ? 'PASS' : 'FAIL');
  const w = r.weight;
  rows.push([
    'Initial JS gzip (KB)',
    fmt(w.booking?.jsGzipKb),
    fmt(w.bare?.jsGzipKb),
    fmt(w.ratio?.js, '×'),
    `≤ ${BUDGETS.initialJsGzipKb} KB ${verdict(r.budgets.initialJs.pass)}`,
  ]);
  rows.push(['Initial CSS gzip (KB)', fmt(w.booking?.cssGzipKb), fmt(w.bare?.cssGzipKb), fmt(w.ratio?.css, '×'), '']);
  rows.push([
    'Initial JS+CSS gzip (KB)',
    fmt(w.booking?.totalGzipKb),
    fmt(w.bare?.totalGzipKb),
    fmt(w.ratio?.total, '×'),
    '',
  ]);
  rows.push(['HTML gzip (KB)', fmt(w.booking?.htmlGzipKb), fmt(w.bare?.htmlGzipKb), '', '']);
  const lh = r.lighthouse ?? {};
  rows.push([
    'Lighthouse mobile perf',
    fmt(lh.booking?.score),
    fmt(lh.bare?.score),
    '',
    `≥ ${BUDGETS.lighthouseBookingScore} ${verdict(r.budgets.lighthouse.pass)}`,
  ]);
  rows.push(['  LCP (ms)', fmt(lh.booking?.lcpMs), fmt(lh.bare?.lcpMs), '', '']);
  rows.push(['  TBT (ms)', fmt(lh.booking?.tbtMs), fmt(lh.bare?.tbtMs), '', '']);
  rows.push(['  FCP (ms)', fmt(lh.booking?.fcpMs), fmt(lh.bare?.fcpMs), '', '']);
  const head = ['', '/booking.html', 'bare page', 'ratio', 'budget'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => String(row[c]).length)));
  const line = (row) =>
    row.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ');
  console.log('');
  console.log(line(head));
  console.log(widths.map((x) => '-'.repeat(x)).join('  '));
  rows.forEach((row) => console.log(line(row)));
  for (const [label, l] of [
    ['/booking.html', lh.booking],
    ['bare page', lh.bare],
  ]) {
    const m = l?.medianRun;
    if (m?.topScripts?.length) {
      console.log(
        `${label} main thread ${m.mainThreadMs} ms (median run), most from: ${m.topScripts
          .slice(0, 3)
          .map((t) => `${t.url} ${t.totalMs} ms`)
          .join(', ')}`,
      );
    }
  }
  console.log('');
  const q = r.quoteRoundTrip;
  const qrows = [['In the browser', 'p50 (ms)', 'p95 (ms)', 'runs', '']];
  if (q && q.p50Ms != null)
    qrows.push(['Quote round trip (drop-off chosen → fare shown)', q.p50Ms, q.p95Ms, q.runs, '']);
  else qrows.push(['Quote round trip (drop-off chosen → fare shown)', 'n/a', 'n/a', '', q?.note ?? '']);
  const qw = qrows[0].map((_, c) => Math.max(...qrows.map((row) => String(row[c]).length)));
  qrows.forEach((row, n) => {
    console.log(
      row
        .map((cell, c) => (c === 0 || c === row.length - 1 ? String(cell).padEnd(qw[c]) : String(cell).padStart(qw[c])))
        .join('  ')
        .trimEnd(),
    );
    if (n === 0)
      console.log(
        qw
          .slice(0, -1)
          .map((x) => '-'.repeat(x))
          .join('  '),
      );
  });
  console.log('');
  const lrows = [['', 'p50 (ms)', 'p99 (ms)', 'req/s', 'non-2xx', 'errors', '']];
  for (const [label, f] of [
    ['GET /api/searchaddress', r.load?.searchaddress],
    ['POST /api/quotation', r.load?.quotation],
  ]) {
    if (f && f.p50Ms != null) lrows.push([label, f.p50Ms, f.p99Ms, f.requestsPerS, f.non2xx, f.errors, '']);
    else lrows.push([label, 'n/a', 'n/a', 'n/a', '', '', f?.note ?? '']);
  }
  const lw = lrows[0].map((_, c) => Math.max(...lrows.map((row) => String(row[c]).length)));
  lrows.forEach((row, n) => {
    console.log(
      row
        .map((cell, c) => (c === 0 || c === row.length - 1 ? String(cell).padEnd(lw[c]) : String(cell).padStart(lw[c])))
        .join('  ')
        .trimEnd(),
    );
    if (n === 0)
      console.log(
        lw
          .slice(0, -1)
          .map((x) => '-'.repeat(x))
          .join('  '),
      );
  });
  const rounds = r.lighthouse?.rounds ?? args.runs;
  console.log(
    `\n(${args.connections} connections × ${args.duration} s on loopback; Lighthouse: median of ${rounds} mobile run(s) per page${rounds < args.runs ? `, cut from ${args.runs} to stay within the time limit` : ''})`,
  );
  const [start, end] = [r.loadAverage.start[0], r.loadAverage.end[0]];
  if (Math.max(start, end) > r.cpus) {
    console.log(
      `Note: the machine was busy (1-min load average ${start} at start, ${end} at the end, on ${r.cpus} cores): the figures are pessimistic.`,
    );
  }
  console.log(`Written to ${path.relative(process.cwd(), resultsPath) || resultsPath} in ${elapsed()}.`);
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  mkdirSync(tmpDir, { recursive: true });
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: round(os.totalmem() / 2 ** 30, 1),
    commit: null,
    loadAverage: { start: os.loadavg().map((x) => round(x, 2)), end: null },
    settings: {
      lighthouseRuns: args.runs,
      roundTripRuns: args.roundtrip ? args.roundtripRuns : 0,
      loadConnections: args.connections,
      loadDurationS: args.duration,
      chrome: CHROME_PATH,
    },
    build: null,
    weight: {},
    lighthouse: null,
    quoteRoundTrip: null,
    load: {},
    budgets: {},
    errors: [],
  };
  if (os.loadavg()[0] > results.cpus)
    log(
      `warning: the machine is busy (1-min load average ${round(os.loadavg()[0], 1)} on ${results.cpus} cores); Lighthouse and load figures will suffer`,
    );
  const git = await run('git', ['rev-parse', '--short', 'HEAD']);
  if (git.code === 0) results.commit = git.out.trim();

  results.build = await buildApp();
  // The server (a fresh PGlite data directory takes seconds) starts while the bare page builds.
  const appStarting = startAppServer().then(
    (server) => ({ server }),
    (error) => ({ error }),
  );
  await buildBare();

  const bareServer = await startStaticServer(bareDir);
  const bareUrl = `${bareServer.url}/index.html`;
  log(`bare page served gzipped at ${bareUrl}`);

  let app = null;
  const started = await appStarting;
  if (started.server) {
    app = started.server;
    log(`server ready at ${app.url}`);
  } else {
    const { error } = started;
    log(`server failed to start: ${error.message.split('\n')[0]}`);
    console.error(error.message.split('\n').slice(-20).join('\n'));
    results.errors.push(`server: ${error.message.split('\n')[0]}`);
  }
  const bookingUrl = app ? `${app.url}/booking.html` : null;

  // 1. Initial weight.
  const weigh = async (name, url) => {
    if (!url) return null;
    try {
      const m = await measureWeight(url);
      log(
        `${name}: ${m.js.files} JS files ${kb(m.js.gzipBytes)} KB gz, ${m.css.files} CSS files ${kb(m.css.gzipBytes)} KB gz`,
      );
      return {
        url,
        jsGzipKb: kb(m.js.gzipBytes),
        cssGzipKb: kb(m.css.gzipBytes),
        totalGzipKb: kb(m.js.gzipBytes + m.css.gzipBytes),
        jsRawKb: kb(m.js.bytes),
        cssRawKb: kb(m.css.bytes),
        htmlGzipKb: kb(m.html.gzipBytes),
        inlineStyleKb: kb(m.html.inlineStyleBytes),
        files: m.files.map((f) => ({ ...f, gzipKb: kb(f.gzipBytes) })),
      };
    } catch (error) {
      log(`${name}: weight not measured: ${error.message}`);
      results.errors.push(`weight ${name}: ${error.message}`);
      return null;
    }
  };
  results.weight.booking = await weigh('/booking.html', bookingUrl);
  results.weight.bare = await weigh('bare page', bareUrl);
  const b = results.weight.booking;
  const r = results.weight.bare;
  const ratio = (x, y) => (x == null || !y ? null : round(x / y, 2));
  results.weight.ratio =
    b && r
      ? {
          js: ratio(b.jsGzipKb, r.jsGzipKb),
          css: ratio(b.cssGzipKb, r.cssGzipKb),
          total: ratio(b.totalGzipKb, r.totalGzipKb),
        }
      : null;
  results.weight.method =
    "initial <script src>, the deferred loader's scripts, <link rel=stylesheet|modulepreload> (and preload as=script|style) of the served HTML; each file gzipped with zlib level 9, summed; KB = 1024 bytes";

  // 2. Lighthouse.
  if (args.lighthouse) {
    const targets = [...(bookingUrl ? [['booking', bookingUrl]] : []), ['bare', bareUrl]];
    results.lighthouse = await lighthouseSeries(targets, args.runs);
    results.lighthouse.method = `lighthouse ${lighthouseVersion()} default (mobile) config, performance only, median of ${args.runs} runs; ${CHROME_PATH} ${CHROME_FLAGS.join(' ')}`;
  }

  // 3. The quote round trip in the browser (after Lighthouse, before the load runs, so neither skews it).
  if (args.roundtrip && app) {
    try {
      log(`quote round trip: ${args.roundtripRuns} runs in Chromium…`);
      results.quoteRoundTrip = await quoteRoundTrip(app.url, args.roundtripRuns);
      log(
        `quote round trip: p50 ${results.quoteRoundTrip.p50Ms} ms, p95 ${results.quoteRoundTrip.p95Ms} ms over ${results.quoteRoundTrip.runs} runs`,
      );
    } catch (error) {
      const message = error.message.split('\n')[0];
      log(`quote round trip: n/a (${message})`);
      results.quoteRoundTrip = { note: message };
      results.errors.push(`quote round trip: ${message}`);
    }
  } else {
    results.quoteRoundTrip = { note: app ? 'skipped' : 'server did not start' };
  }

  // 4. Load.
  if (args.load && app) {
    try {
      const probe = await fetch(`${app.url}/api/searchaddress?prefix=king`);
      const body = await probe.json().catch(() => null);
      if (!probe.ok) throw new Error(`answered ${probe.status}`);
      log(`searchaddress probe: ${probe.status}, ${body?.addresses?.length ?? '?'} addresses for "king"`);
      results.load.searchaddress = await load('GET /api/searchaddress', app.url, {
        paths: SEARCH_PREFIXES.map((p) => `/api/searchaddress?prefix=${encodeURIComponent(p)}`),
      });
      results.load.searchaddress.prefixes = SEARCH_PREFIXES;
    } catch (error) {
      results.load.searchaddress = { note: error.message };
      log(`searchaddress: n/a (${error.message})`);
    }
    try {
      const bodies = quoteBodies();
      const probe = await fetch(`${app.url}/api/quotation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[0],
      });
      const text = await probe.text();
      if (probe.status === 404) throw new Error('no /api/quotation yet (404)');
      if (!probe.ok) throw new Error(`probe answered ${probe.status}: ${text.slice(0, 200)}`);
      let code = null;
      try {
        code = JSON.parse(text).code;
      } catch {
        /* not JSON */
      }
      log(`quotation probe: ${probe.status}, code ${code}`);
      results.load.quotation = await load('POST /api/quotation', app.url, {
        method: 'POST',
        paths: ['/api/quotation'],
        bodies,
      });
      results.load.quotation.responseCode = code;
    } catch (error) {
      results.load.quotation = { note: error.message };
      log(`quotation: n/a (${error.message})`);
    }
  } else {
    results.load.searchaddress = { note: app ? 'skipped' : 'server did not start' };
    results.load.quotation = { note: app ? 'skipped' : 'server did not start' };
  }

  // Budgets.
  const jsKb = results.weight.booking?.jsGzipKb ?? null;
  const score = results.lighthouse?.booking?.score ?? null;
  results.budgets = {
    initialJs: {
      limitKb: BUDGETS.initialJsGzipKb,
      valueKb: jsKb,
      pass: jsKb == null ? null : jsKb <= BUDGETS.initialJsGzipKb,
    },
    lighthouse: {
      min: BUDGETS.lighthouseBookingScore,
      value: score,
      pass: score == null ? null : score >= BUDGETS.lighthouseBookingScore,
    },
  };
  results.loadAverage.end = os.loadavg().map((x) => round(x, 2));
  results.totalSeconds = round((Date.now() - t0) / 1000, 0);
  writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

async function cleanup() {
  while (cleanups.length) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch {
      /* best effort */
    }
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: cleaning up…`);
    await cleanup();
    process.exit(130);
  });
}

main()
  .then(cleanup)
  .then(() => process.exit(0))
  .catch(async (error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    await cleanup();
    process.exit(1);
  });
