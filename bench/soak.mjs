#!/usr/bin/env node
// The soak of issue 26 (docs/bench.md, "Soak at the rate limits"): the API on a fresh embedded database, behind a
// loopback "proxy" (TRUST_PROXY), driven for --minutes by --clients client addresses that each make every anonymous
// write (quotes, card tokens, booking parameters, enquiries, guest bookings, share links, receipts) as fast as the
// limits let them, and keep asking once refused. Each minute it records the tables' rows and size and the API's
// resident memory. Growth is bounded when the tables at the end are no bigger than at minute 2.
//
//   node bench/soak.mjs [--minutes 10] [--clients 10] [--rate 300] [--out bench/soak-results.json]
//
// Loopback only, and it stops itself: the server it starts is stopped at the end (also on Ctrl-C, and by a timer if
// anything hangs), and its data directory removed.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { API_NODE_FLAGS, apiProcessEnv } from '../scripts/api-process.mjs';
import { benchDir, root } from './lib/common.mjs';
import { residentMb } from './lib/servers.mjs';

const flags = { minutes: 10, clients: 10, rate: 300, out: path.join(benchDir, 'soak-results.json') };
for (let i = 2; i < process.argv.length; i += 2) {
  const name = process.argv[i].replace(/^--/, '');
  if (!(name in flags)) throw new Error(`unknown flag ${process.argv[i]}`);
  flags[name] = name === 'out' ? path.resolve(process.argv[i + 1]) : Number(process.argv[i + 1]);
}
const log = (message) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fixtures = await tsImport('./fixtures.ts', import.meta.url);

// The server, on a data directory of its own.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'soak-data-'));
const child = fork(path.join(benchDir, 'soak-server.ts'), [], {
  cwd: root,
  execArgv: ['--import', 'tsx', ...API_NODE_FLAGS],
  env: apiProcessEnv({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_FACTOR: '1',
  }),
  stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
});
let stopped = false;
async function stopServer() {
  if (stopped) return;
  stopped = true;
  child.kill('SIGTERM');
  for (let i = 0; i < 100 && child.exitCode === null && child.signalCode === null; i++) await sleep(100);
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
const hardStop = setTimeout(
  async () => {
    log('hard stop: the soak ran over its time');
    await stopServer();
    process.exit(2);
  },
  (flags.minutes + 5) * 60_000,
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    await stopServer();
    process.exit(130);
  });

let output = '';
const base = await new Promise((resolve, reject) => {
  child.stdout.on('data', (d) => {
    output = (output + d).slice(-4000);
    const ready = /App ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (ready) resolve(ready[1]);
  });
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
});
child.stdout.resume();
log(
  `server ${base} (pid ${child.pid}), ${flags.clients} clients, up to ${flags.rate} requests/s, ${flags.minutes} min`,
);

/** The tables' rows and sizes, from the server, and its resident memory. */
function sample(minute) {
  return new Promise((resolve) => {
    child.once('message', ({ sizes }) => resolve({ minute, rssMb: residentMb(child.pid), tables: sizes }));
    child.send('sizes');
  });
}

// The clients: each an address, its latest quote for the booking trip, and its bookings.
const ACTIONS = ['quote', 'token', 'params', 'comment', 'booking', 'link', 'receipt'];
const clients = Array.from({ length: flags.clients }, (_, k) => ({
  k,
  ip: `198.19.${(k >> 8) & 255}.${k & 255}`,
  n: 0,
  quote: null,
  bookings: [],
  refused: new Set(),
}));
const tally = Object.fromEntries(ACTIONS.map((a) => [a, { ok: 0, limited: 0, other: 0 }]));
const quoteBodies = [fixtures.bookingQuoteBody(), ...fixtures.quoteBodies()];

/** What this client does next: something its limits still allow, else anything (as an attacker keeps trying). */
function nextAction(client) {
  const possible = ACTIONS.filter(
    (a) => !((a === 'link' || a === 'receipt') && !client.bookings.length) && !(a === 'booking' && !client.quote),
  );
  const open = possible.filter((a) => !client.refused.has(a));
  const from = open.length ? open : possible;
  return from[client.n++ % from.length];
}

async function post(client, url, body) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client.ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

async function act(client) {
  const action = nextAction(client);
  const n = client.n;
  const email = `soak-${client.k}-${n}@example.com`;
  const booking = client.bookings[n % Math.max(1, client.bookings.length)];
  let reply;
  if (action === 'quote') {
    const body = quoteBodies[n % quoteBodies.length];
    reply = await post(client, '/api/quotation', JSON.parse(body));
    if (reply.body.code === 1 && body === quoteBodies[0]) client.quote = reply.body;
  } else if (action === 'token') {
    const card = { cardnumber: '4242424242424242', expirymonth: 12, expiryyear: 2030, cvc: '123', name: 'Soak' };
    reply = await post(client, '/sandbox-gateway/tokenize', { ...card, postcode: 'N1 9AL' });
  } else if (action === 'params') {
    reply = await post(client, '/api/bookingparams', { trackingcode: 'DEMO', pickup: 'Kings Cross', dropoff: 'LHR' });
  } else if (action === 'comment') {
    reply = await post(client, '/api/comment', { name: 'Soak', email, message: 'A question. '.repeat(40) });
  } else if (action === 'booking') {
    const body = { ...fixtures.bookingFor(client.quote, `soak-${client.k}-${n}-${Date.now()}`), passengeremail: email };
    reply = await post(client, '/api/createbookingTest', body);
    if (reply.body.Code === 1) client.bookings.push({ Bref: reply.body.Bref, BookingCode: reply.body.BookingCode });
  } else if (action === 'link') {
    reply = await post(client, '/api/trackinglink', { jobpartid: booking.Bref, code: booking.BookingCode });
  } else {
    reply = await post(client, '/api/emailreceipt', { bookingref: booking.Bref, code: booking.BookingCode });
  }
  if (reply.status === 429) client.refused.add(action);
  const outcome = reply.status === 429 ? 'limited' : reply.status === 200 ? 'ok' : 'other';
  tally[action][outcome] += 1;
}

// Drive: workers share one pace of `rate` requests a second, the clients in turn.
const samples = [await sample(0)];
log(`minute 0: RSS ${samples[0].rssMb} MB`);
const endAt = Date.now() + flags.minutes * 60_000;
let nextAt = Date.now();
let turn = 0;
async function worker() {
  while (Date.now() < endAt) {
    const wait = (nextAt += 1000 / flags.rate) - Date.now();
    if (wait > 0) await sleep(wait);
    else if (wait < -1000) nextAt = Date.now(); // the server is the bottleneck: no burst to catch up
    try {
      await act(clients[turn++ % clients.length]);
    } catch (error) {
      tally.errors = (tally.errors ?? 0) + 1;
      if (tally.errors < 5) log(`request failed: ${error.message}`);
    }
  }
}
const workers = Array.from({ length: 16 }, worker);
for (let minute = 1; minute <= flags.minutes; minute++) {
  await sleep(Math.max(0, endAt - (flags.minutes - minute) * 60_000 - Date.now()));
  const figures = await sample(minute);
  samples.push(figures);
  const rows = Object.entries(figures.tables).map(([t, s]) => `${t} ${s.rows}`);
  log(`minute ${minute}: RSS ${figures.rssMb} MB; rows: ${rows.join(', ')}`);
}
await Promise.all(workers);
await stopServer();
clearTimeout(hardStop);

const at2 = samples.find((s) => s.minute === Math.min(2, flags.minutes));
const last = samples[samples.length - 1];
const grew = Object.keys(last.tables).filter((t) => last.tables[t].rows > at2.tables[t].rows);
const results = {
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim(),
  settings: { ...flags, out: undefined, loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100) },
  requests: tally,
  samples,
  flatAfterMinute2: grew.length === 0,
  grewAfterMinute2: grew,
};
writeFileSync(flags.out, `${JSON.stringify(results, null, 2)}\n`);
log(`requests: ${JSON.stringify(tally)}`);
log(grew.length ? `tables that grew after minute 2: ${grew.join(', ')}` : 'no table grew after minute 2');
log(`written to ${path.relative(root, flags.out)}`);
process.exit(0);
