// Several API processes behind HAProxy (issue 33, docs/bench.md "Cluster"): the quotation and booking loads of the
// bench (measure/load.mjs) against one process and against N behind the balancer, both on a throwaway Postgres;
// the booking load again while one process is killed and started again (the errors clients saw, and HAProxy's
// retries); and the cost of the shared limits' store per quotation (SHARED_LIMITS on and off) on PGlite and on
// Postgres. Writes bench/cluster-results.json.
//   node bench/cluster.mjs [--processes 3] [--duration 10] [--connections 10] [--out bench/cluster-results.json]
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../scripts/cluster.mjs';
import { ensureServerBuilt } from '../scripts/build-server.mjs';
import { cleanup, cleanups, log, root, sleep } from './lib/common.mjs';
import { startAppServer } from './lib/servers.mjs';
import { BENCH_API_ENV, bookingLoad, quotationLoad } from './measure/load.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    out: { type: 'string', default: 'bench/cluster-results.json' },
    'statement-only': { type: 'boolean', default: false },
  },
});
const PROCESSES = Number(values.processes);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
/** The bench's share of the cluster ports (5800-5899): the balancer here, the processes above it. */
const PORT = 5870;

const { tsImport } = await import('tsx/esm/api');
const fixtures = await tsImport('./fixtures.ts', import.meta.url);
const { startTemporaryPostgres } = await tsImport('../server/db/postgresServer.ts', import.meta.url);
const { openDb } = await tsImport('../server/db/index.ts', import.meta.url);
const { countHit } = await tsImport('../server/stores/sharedLimits.ts', import.meta.url);

/** CPU time (ms) of a Postgres server's processes so far: the postmaster's children (backends, writers). */
function postgresCpuMs(dataDir) {
  const postmaster = readFileSync(path.join(dataDir, 'data', 'postmaster.pid'), 'utf8')
    .split('\n')[0]
    .trim();
  const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/);
  let ms = 0;
  for (const pid of [postmaster, ...children]) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      /* gone */
    }
  }
  return ms;
}

/**
 * The shared store's own statement, alone: `hits` counted hits one after another (the latency a guarded request
 * adds) and as many again 10 at a time, on `db`. Steadier than the loads on a busy machine.
 */
async function statementCost(db, hits = 2000, serverCpuMs = () => 0) {
  for (let i = 0; i < 200; i++) await countHit(db, `warm:${i % 20}`, 60_000);
  const cpuBefore = process.cpuUsage();
  const serverBefore = serverCpuMs();
  const times = [];
  for (let i = 0; i < hits; i++) {
    const started = performance.now();
    await countHit(db, `bench:${i % 500}`, 60_000);
    times.push(performance.now() - started);
  }
  // CPU time, which a busy machine does not stretch as it stretches the wall clock: this process's (the API's side:
  // the client, or PGlite itself) and the database server's.
  const cpu = process.cpuUsage(cpuBefore);
  const serverMs = serverCpuMs() - serverBefore;
  times.sort((a, b) => a - b);
  const started = performance.now();
  for (let i = 0; i < hits; i += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) => countHit(db, `bench:${(i + k) % 500}`, 60_000)));
  }
  const concurrentMs = performance.now() - started;
  const us = (ms) => Math.round(ms * 1000);
  return {
    hits,
    sequentialMeanUs: us(times.reduce((sum, t) => sum + t, 0) / hits),
    sequentialP99Us: us(times[Math.floor(hits * 0.99)]),
    tenAtATimePerSecond: Math.round(hits / (concurrentMs / 1000)),
    apiCpuUsPerHit: Math.round((cpu.user + cpu.system) / hits),
    databaseServerCpuUsPerHit: Math.round((serverMs * 1000) / hits),
  };
}

async function withCluster(processes, env, work) {
  const cluster = await startCluster({
    processes,
    port: PORT,
    startPostgres: startTemporaryPostgres,
    env: { NODE_ENV: 'production', ...BENCH_API_ENV, ...env },
  });
  cleanups.push(cluster.stop);
  try {
    return await work(cluster);
  } finally {
    await cluster.stop();
  }
}

/** HAProxy's retries and redispatches so far, per backend. */
async function retries(cluster) {
  const rows = (await cluster.stats()).filter((row) => row.svname === 'BACKEND');
  return Object.fromEntries(
    rows.map((row) => [row.pxname, { retries: Number(row.wretr), redispatches: Number(row.wredis) }]),
  );
}

const settings = (pid) => ({ connections: CONNECTIONS, duration: DURATION, pid });
const results = {
  date: new Date().toISOString(),
  commit: execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  connections: CONNECTIONS,
  durationS: DURATION,
};

try {
  await ensureServerBuilt();

  log('the shared limits store statement alone, on PGlite (in memory) and on Postgres');
  const pglite = await openDb();
  results.storeStatement = { pglite: await statementCost(pglite) };
  await pglite.close();
  const postgres = await startTemporaryPostgres();
  cleanups.push(postgres.stop);
  const onPostgres = await openDb({ databaseUrl: postgres.url });
  results.storeStatement.postgres = await statementCost(onPostgres, 2000, () => postgresCpuMs(postgres.dataDir));
  await onPostgres.close();
  await postgres.stop();
  log(`store statement: ${JSON.stringify(results.storeStatement)}`);
  if (!values['statement-only']) await loads();
} finally {
  results.loadAverageEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
  await cleanup();
}

/** The loads: one process, then the cluster, then the cluster through a kill. */
async function loads() {
  log('the shared limits store on PGlite (one process): quotations with SHARED_LIMITS on, then off');
  results.storeCostPglite = {};
  for (const shared of ['on', 'off']) {
    const app = await startAppServer({ SHARED_LIMITS: shared });
    results.storeCostPglite[shared] = await quotationLoad(app.url, fixtures.quoteBodies(), settings(app.pid));
    await app.stop();
  }

  log('one process behind HAProxy on Postgres: quotations (SHARED_LIMITS off, then on) and bookings');
  results.storeCostPostgres = {};
  await withCluster(1, { SHARED_LIMITS: 'off' }, async (cluster) => {
    results.storeCostPostgres.off = await quotationLoad(
      cluster.url,
      fixtures.quoteBodies(),
      settings(cluster.apis[0].child.pid),
    );
  });
  results.single = await withCluster(1, {}, async (cluster) => {
    const pid = cluster.apis[0].child.pid;
    const quotation = await quotationLoad(cluster.url, fixtures.quoteBodies(), settings(pid));
    const booking = await bookingLoad(cluster.url, fixtures.bookingQuoteBody(), fixtures.bookingFor, settings(pid));
    return { processes: 1, quotation, booking };
  });
  results.storeCostPostgres.on = results.single.quotation;

  log(`${PROCESSES} processes behind HAProxy on Postgres: quotations, bookings, and bookings through a kill`);
  results.cluster = await withCluster(PROCESSES, {}, async (cluster) => {
    const quotation = await quotationLoad(cluster.url, fixtures.quoteBodies(), settings());
    const booking = await bookingLoad(cluster.url, fixtures.bookingQuoteBody(), fixtures.bookingFor, settings());
    // The same load; a third into its measured part (after its 2 s warm-up) one process is killed, and it is
    // started again at the half (it is back once it answers, a few seconds later).
    const before = await retries(cluster);
    const events = [];
    const started = Date.now();
    const faults = (async () => {
      await sleep((2 + DURATION / 3) * 1000);
      await cluster.kill(0, 'SIGKILL');
      events.push({ event: 'SIGKILL api1', atS: (Date.now() - started) / 1000 });
      await sleep((DURATION / 6) * 1000);
      await cluster.start(0);
      events.push({ event: 'api1 answering again', atS: (Date.now() - started) / 1000 });
    })();
    const throughKill = await bookingLoad(cluster.url, fixtures.bookingQuoteBody(), fixtures.bookingFor, settings());
    await faults;
    const after = await retries(cluster);
    const balancer = Object.fromEntries(
      Object.keys(after).map((name) => [
        name,
        {
          retries: after[name].retries - (before[name]?.retries ?? 0),
          redispatches: after[name].redispatches - (before[name]?.redispatches ?? 0),
        },
      ]),
    );
    return { processes: PROCESSES, quotation, booking, throughKill: { ...throughKill, events, balancer } };
  });
}

const out = path.resolve(root, values.out);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
log(`wrote ${path.relative(root, out)}`);
const row = (name, f) =>
  f?.requestsPerS == null
    ? `${name}: n/a ${f?.note ?? ''}`
    : `${name}: ${f.requestsPerS} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.non2xx} non-2xx, ${f.errors} errors` +
      (f.serverCpuUsPerRequest == null ? '' : `, ${f.serverCpuUsPerRequest} us CPU/request`);
for (const [name, f] of [
  ['PGlite, 1 process, quotation, shared limits on', results.storeCostPglite?.on],
  ['PGlite, 1 process, quotation, shared limits off', results.storeCostPglite?.off],
  ['Postgres, 1 process, quotation, shared limits off', results.storeCostPostgres?.off],
  ['Postgres, 1 process, quotation', results.single?.quotation],
  ['Postgres, 1 process, booking', results.single?.booking],
  [`Postgres, ${PROCESSES} processes, quotation`, results.cluster?.quotation],
  [`Postgres, ${PROCESSES} processes, booking`, results.cluster?.booking],
  [`Postgres, ${PROCESSES} processes, booking through a kill`, results.cluster?.throughKill],
])
  console.log(row(name, f));
console.log('store statement alone:', JSON.stringify(results.storeStatement));
console.log('balancer during the kill:', JSON.stringify(results.cluster?.throughKill?.balancer));
process.exit(0);
