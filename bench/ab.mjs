#!/usr/bin/env node
// A/B comparison of the API's load figures between builds, on the same machine at the same moment: on a machine
// other work loads, one absolute figure says little, so each build's server runs side by side and the bench's own
// loads (measure/load.mjs) alternate between them, round after round; the report gives each build's figures and its
// ratio to the first build, per round and as a median. `roundtrip` is the quote round trip in Chromium
// (measure/roundTrip.mjs, --runs per round, 15 by default; each DIR needs its app built too, dist/): its figure is
// the p95 in ms (lower is better) in place of the requests per second.
//
//   node bench/ab.mjs [--load searchaddress|quotation|configuration|booking|roundtrip] [--rounds N] [--duration S]
//                     [--connections N] [--warmup S] [--seeded DATADIR] [--env NAME=VALUE]... [--profile OUTDIR]
//                     DIR [DIR...]
//
// Each DIR is a checkout with its API compiled (dist-server/main.js, `node scripts/build-server.mjs`), e.g. an older
// commit unpacked with `git archive <commit> | tar -x -C /tmp/old` and node_modules linked in. Its own
// scripts/api-process.mjs gives its Node flags and process environment (none before it existed). Each server gets a fresh DATA_DIR.
// --seeded starts each from a copy of an existing data directory (seconds instead of a minute of seeding on a busy
// machine); --warmup loads each server that long before the first round (PGlite's WebAssembly tiers up slowly on a
// busy machine, and the first rounds would measure that). --profile writes each server's V8 CPU profile (--cpu-prof) to OUTDIR/<its directory's name>/ when it stops.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_API_ENV, bookingLoad, configurationLoad, quotationLoad, searchAddressLoad } from './measure/load.mjs';

const argv = process.argv.slice(2);
const options = {
  load: 'searchaddress',
  rounds: 5,
  duration: 10,
  connections: 10,
  env: {},
  profile: null,
  warmup: 0,
  seeded: null,
};
const dirs = [];
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i];
  if (arg === '--load') options.load = argv[++i];
  else if (arg === '--rounds') options.rounds = Number(argv[++i]);
  else if (arg === '--duration') options.duration = Number(argv[++i]);
  else if (arg === '--connections') options.connections = Number(argv[++i]);
  else if (arg === '--profile') options.profile = path.resolve(argv[++i]);
  else if (arg === '--warmup') options.warmup = Number(argv[++i]);
  else if (arg === '--runs') options.runs = Number(argv[++i]);
  else if (arg === '--seeded') options.seeded = path.resolve(argv[++i]);
  else if (arg === '--env') {
    const [name, ...value] = argv[++i].split('=');
    options.env[name] = value.join('=');
  } else {
    // DIR::NAME=VALUE,NAME=VALUE gives that server its own environment (e.g. the same build with a setting off).
    const [dir, own = ''] = arg.split('::');
    const env = Object.fromEntries(
      own
        .split(',')
        .filter(Boolean)
        .map((pair) => pair.split('=')),
    );
    dirs.push({ dir: path.resolve(dir), env, label: path.basename(dir) + (own ? ` (${own})` : '') });
  }
}
if (dirs.length === 0) {
  console.error('usage: node bench/ab.mjs [--load NAME] [--rounds N] [--duration S] DIR [DIR...]');
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};

async function startServer({ dir, env, label }) {
  const bundle = path.join(dir, 'dist-server', 'main.js');
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run node scripts/build-server.mjs in ${dir}`);
  const flagsModule = path.join(dir, 'scripts', 'api-process.mjs');
  const processSettings = existsSync(flagsModule) ? await import(pathToFileURL(flagsModule).href) : {};
  const flags = processSettings.API_NODE_FLAGS ?? [];
  // Its own process environment too, where it has one (e.g. glibc's malloc settings), as npm start runs it.
  const processEnv = processSettings.API_ENV ?? {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ab-data-'));
  if (options.seeded) cpSync(options.seeded, dataDir, { recursive: true });
  const profile = options.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(options.profile, path.basename(dir))}`]
    : [];
  const child = spawn(process.execPath, [...flags, ...profile, bundle], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...BENCH_API_ENV,
      ...processEnv,
      ...options.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (d) => {
      tail = (tail + d).slice(-4000);
      const m = /App ready at (http:\/\/[^\s/]+)/.exec(tail);
      if (m) resolve(m[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (tail = (tail + d).slice(-4000)));
    child.on('exit', (code) => reject(new Error(`${dir}: server exited with ${code}\n${tail}`)));
  });
  // As the bench does: keep draining the server's log so it is written to a pipe somebody reads.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  const stop = async () => {
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { dir, label, url, stop, pid: child.pid };
}

async function loadOnce(url, fixtures, settings) {
  switch (options.load) {
    case 'searchaddress':
      return searchAddressLoad(url, fixtures.SEARCH_PREFIXES, settings);
    case 'quotation':
      return quotationLoad(url, fixtures.quoteBodies(), settings);
    case 'configuration':
      return configurationLoad(url, settings);
    case 'booking':
      return bookingLoad(url, fixtures.bookingQuoteBody(), fixtures.bookingFor, settings);
    case 'roundtrip': {
      const { quoteRoundTrip } = await import('./measure/roundTrip.mjs');
      const trip = await quoteRoundTrip(url, options.runs, fixtures.ROUNDTRIP);
      return { requestsPerS: trip.p95Ms, p99Ms: trip.p50Ms, serverCpuUsPerRequest: trip.quotationCallP50Ms };
    }
    default:
      throw new Error(`unknown load ${options.load}`);
  }
}

async function main() {
  const { tsImport } = await import('tsx/esm/api');
  const fixtures = await tsImport('./fixtures.ts', import.meta.url);
  const servers = [];
  try {
    for (const dir of dirs) servers.push(await startServer(dir));
    if (options.warmup > 0)
      for (const server of servers)
        await loadOnce(server.url, fixtures, { connections: options.connections, duration: options.warmup });
    const figures = servers.map(() => []);
    for (let round = 0; round < options.rounds; round++) {
      // Alternate the order each round, so neither build always runs first after a pause.
      const order = servers.map((_, i) => i);
      if (round % 2) order.reverse();
      for (const i of order) {
        const settings = { connections: options.connections, duration: options.duration, pid: servers[i].pid };
        const result = await loadOnce(servers[i].url, fixtures, settings);
        figures[i].push(result);
      }
      const line = servers
        .map((s, i) => {
          const r = figures[i][round];
          const ratio = r.requestsPerS / figures[0][round].requestsPerS;
          if (options.load === 'roundtrip')
            return `${s.label} p95 ${r.requestsPerS} ms, p50 ${r.p99Ms} ms, quotation call p50 ${r.serverCpuUsPerRequest} ms (x${ratio.toFixed(2)})`;
          return `${s.label} ${r.requestsPerS}/s p99 ${r.p99Ms} ${r.serverCpuUsPerRequest} us (x${ratio.toFixed(2)})`;
        })
        .join(' | ');
      console.log(`round ${round + 1} (load ${os.loadavg()[0].toFixed(1)}): ${line}`);
    }
    console.log(`\n${options.load}, ${options.rounds} rounds of ${options.duration} s, medians:`);
    for (const [i, s] of servers.entries()) {
      const rates = figures[i].map((r) => r.requestsPerS);
      const ratios = figures[i].map((r, k) => r.requestsPerS / figures[0][k].requestsPerS);
      const cpu = figures[i].map((r) => r.serverCpuUsPerRequest);
      const cpuRatios = figures[i].map((r, k) => r.serverCpuUsPerRequest / figures[0][k].serverCpuUsPerRequest);
      console.log(
        `  ${s.label}: ${Math.round(median(rates))} req/s x${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(' ')}), ` +
          `p99 ${median(figures[i].map((r) => r.p99Ms))} ms, server CPU ${median(cpu)} us/request x${median(cpuRatios).toFixed(2)} (${cpuRatios.map((x) => x.toFixed(2)).join(' ')})`,
      );
    }
  } finally {
    for (const s of servers) await s.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
