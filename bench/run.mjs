#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/bench.md, printed and written to bench/results.json.
//
//   node bench/run.mjs [--build] [--runs N] [--duration S] [--roundtrip-runs N] [--skip-lighthouse] [--skip-roundtrip]
//                      [--skip-load] [--skip-templates] [--skip-chart] [--out FILE]
//
// Everything it needs it starts and stops itself: the real server on a free loopback port with a
// temporary DATA_DIR, a tiny gzip static server for the bare React + Chakra reference page, and Chromium.
// The exit code is 3 when a budget is exceeded, 1 when the bench itself cannot run, 0 otherwise.
//
// This file runs the steps in order; each lives in its own module: lib/ (command line, builds, servers, report)
// and measure/ (weight, templates, lighthouse, round trip, load). fixtures.ts holds what it asks of the app.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { BUDGETS, CHROME_PATH, bareDir, cleanup, log, round, run, sleep, t0, tmpDir } from './lib/common.mjs';
import { parseArgs } from './lib/cli.mjs';
import { buildApp, buildBare } from './lib/build.mjs';
import { coldStart, residentMb, startAppServer, startStaticServer } from './lib/servers.mjs';
import { printReport } from './lib/report.mjs';
import { gzipSync } from 'node:zlib';
import { WEIGHT_METHOD, weigh } from './measure/weight.mjs';
import { templateWeights } from './measure/templates.mjs';
import { chartLoading } from './measure/chart.mjs';
import { paymentChunks } from './measure/paymentChunks.mjs';
import { lighthouseSeries } from './measure/lighthouse.mjs';
import { quoteRoundTrip } from './measure/roundTrip.mjs';
import { firstVisit } from './measure/firstVisit.mjs';
import { bookingLoad, configurationLoad, quotationLoad, searchAddressLoad } from './measure/load.mjs';

const args = parseArgs(process.argv.slice(2));
/** How long after the load the idle figure is read. */
const IDLE_AFTER_LOAD_MS = 2500;

/** fixtures.ts imports the app's TypeScript (its quotation defaults), so it loads through tsx. */
async function loadFixtures() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./fixtures.ts', import.meta.url);
}

async function main() {
  mkdirSync(tmpDir, { recursive: true });
  const fixtures = await loadFixtures();
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
    templates: null,
    chart: null,
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

  results.build = await buildApp({ force: args.build });
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
  results.weight.booking = await weigh('/booking.html', bookingUrl, results.errors);
  results.weight.bare = await weigh('bare page', bareUrl, results.errors);
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
  results.weight.method = WEIGHT_METHOD;
  // 1a. What each payment provider loads when its method is shown (none of it is in the initial JS above).
  results.weight.paymentProviders = paymentChunks();
  // 1a. And the embeddable widget's script, as a client site's visitors download it.
  if (app) {
    try {
      const script = Buffer.from(await (await fetch(`${app.url}/embed.js`)).arrayBuffer());
      results.weight.embedJs = {
        rawKb: round(script.length / 1024, 1),
        gzipKb: round(gzipSync(script).length / 1024, 2),
      };
    } catch (error) {
      results.errors.push(`embed.js: ${error.message.split('\n')[0]}`);
    }
  }

  // 1b. Each template's extra JS, on a server of its own, stopped before Lighthouse.
  if (args.templates) {
    try {
      results.templates = await templateWeights();
    } catch (error) {
      const message = error.message.split('\n')[0];
      log(`templates: extra JS not measured: ${message}`);
      results.templates = { note: message };
      results.errors.push(`templates: ${message}`);
    }
  } else {
    results.templates = { note: 'skipped' };
  }

  // 1c. The booking chart's code: on which pages a booker fetches it (only the dashboard should).
  if (args.chart && app) {
    try {
      results.chart = await chartLoading(app.url);
    } catch (error) {
      const message = error.message.split('\n')[0];
      log(`booking chart: not measured: ${message}`);
      results.chart = { note: message };
      results.errors.push(`chart: ${message}`);
    }
  } else {
    results.chart = { note: app ? 'skipped' : 'server did not start' };
  }

  // 2. Lighthouse.
  if (args.lighthouse) {
    const targets = [...(bookingUrl ? [['booking', bookingUrl]] : []), ['bare', bareUrl]];
    results.lighthouse = await lighthouseSeries(targets, args.runs);
  }
  // 2a. Every other page and every template under Lighthouse, with their scripts running as for a visitor.
  if (args.lighthouse && args.routes && app) {
    const targets = [
      ...fixtures.LIGHTHOUSE_ROUTES,
      ...fixtures.LIGHTHOUSE_TEMPLATES,
      ...fixtures.LIGHTHOUSE_LOCALES,
    ].map(([name, path]) => [name, `${app.url}${path}`]);
    results.lighthouseRoutes = await lighthouseSeries(targets, args.routeRuns, { deadlineS: Number.POSITIVE_INFINITY });
  } else {
    results.lighthouseRoutes = { note: app ? 'skipped' : 'server did not start' };
  }

  // 3. The quote round trip in the browser (after Lighthouse, before the load runs, so neither skews it).
  if (args.roundtrip && app) {
    try {
      log(`quote round trip: ${args.roundtripRuns} runs in Chromium…`);
      results.quoteRoundTrip = await quoteRoundTrip(app.url, args.roundtripRuns, fixtures.ROUNDTRIP);
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

  // 3a. A first visit on a phone: the form, the first suggestion, the fare, the JS fetched by then.
  if (args.roundtrip && app) {
    try {
      results.firstVisit = await firstVisit(app.url, 3);
      const f = results.firstVisit;
      log(
        `first visit on a phone: form ${f.formVisibleMs} ms, first suggestion ${f.firstSuggestionMs} ms after the last key (warm ${f.warmSuggestionMs} ms), fare ${f.fareAfterDropOffMs} ms after the drop-off, ${f.jsFetchedByFareKb} KB of JS by then; hydrated with no input ${f.hydratedWithoutInputMs} ms, payment form ${f.paymentFormReadyMs} ms, My Bookings' first row ${f.myBookingsFirstRowMs} ms`,
      );
    } catch (error) {
      results.firstVisit = { note: error.message.split('\n')[0] };
    }
  } else {
    results.firstVisit = { note: app ? 'skipped' : 'server did not start' };
  }

  // 4. Load, then the API's memory after it, then a cold start on the data directory the load filled.
  const loads = ['searchaddress', 'quotation', 'configuration', 'booking'];
  results.api = {
    server: 'node dist-server/main.js (npm start), embedded PGlite, one process',
    rssStartMb: app?.startRssMb ?? null,
  };
  if (args.load && app) {
    const settings = { connections: args.connections, duration: args.duration, pid: app.pid };
    results.load.searchaddress = await searchAddressLoad(app.url, fixtures.SEARCH_PREFIXES, settings);
    results.load.quotation = await quotationLoad(app.url, fixtures.quoteBodies(), settings);
    results.load.configuration = await configurationLoad(app.url, settings);
    results.load.booking = await bookingLoad(app.url, fixtures.bookingQuoteBody(), fixtures.bookingFor, settings);
    results.api.rssAfterLoadMb = residentMb(app.pid);
    // And once idle: the API runs a full collection after 1 s without requests (server/idleCollection.ts).
    await sleep(IDLE_AFTER_LOAD_MS);
    results.api.rssIdleAfterLoadMb = residentMb(app.pid);
    log(
      `API resident memory: ${results.api.rssStartMb} MB after start, ${results.api.rssAfterLoadMb} MB after the load, ${results.api.rssIdleAfterLoadMb} MB ${IDLE_AFTER_LOAD_MS / 1000} s later`,
    );
  } else {
    for (const name of loads) results.load[name] = { note: app ? 'skipped' : 'server did not start' };
  }
  if (app) {
    await app.stop();
    try {
      results.api.coldStart = await coldStart(app.dataDir);
      log(
        `cold start of npm start to the first answer: ${results.api.coldStart.ms} ms, API resident memory then ${results.api.coldStart.rssMb} MB`,
      );
    } catch (error) {
      results.api.coldStart = { note: error.message.split('\n')[0] };
    }
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
    embedJs: {
      limitKb: BUDGETS.embedJsGzipKb,
      valueKb: results.weight.embedJs?.gzipKb ?? null,
      pass: results.weight.embedJs ? results.weight.embedJs.gzipKb <= BUDGETS.embedJsGzipKb : null,
    },
    lighthouse: {
      min: BUDGETS.lighthouseBookingScore,
      value: score,
      pass: score == null ? null : score >= BUDGETS.lighthouseBookingScore,
    },
  };
  // Every page and template: at least the booking page's score, and never below the bare page's in the same run.
  if (results.lighthouseRoutes && !results.lighthouseRoutes.note) {
    const floor = results.lighthouse?.bare?.score ?? null;
    const scores = Object.fromEntries(
      Object.entries(results.lighthouseRoutes)
        .filter(([, figures]) => figures && typeof figures === 'object' && 'score' in figures)
        .map(([name, figures]) => [name, figures.score]),
    );
    const failing = Object.entries(scores)
      .filter(
        ([, value]) => value == null || value < BUDGETS.lighthouseBookingScore || (floor != null && value < floor),
      )
      .map(([name]) => name);
    results.budgets.lighthouseEveryPage = {
      min: BUDGETS.lighthouseBookingScore,
      floor,
      failing,
      pass: failing.length === 0,
    };
  }
  // The first visit (issue 27): the first suggestion at most 1.5x the warm page's, the fare within 0.6 s.
  const visit = results.firstVisit ?? {};
  if (visit.firstToWarm != null)
    results.budgets.firstVisit = {
      maxFirstToWarm: BUDGETS.firstSuggestionToWarm,
      firstToWarm: visit.firstToWarm,
      maxFareMs: BUDGETS.firstVisitFareMs,
      fareMs: visit.fareAfterDropOffMs,
      pass: visit.firstToWarm <= BUDGETS.firstSuggestionToWarm && visit.fareAfterDropOffMs <= BUDGETS.firstVisitFareMs,
    };
  if (visit.hydratedWithoutInputMs != null)
    results.budgets.firstVisitPages = {
      maxHydratedMs: BUDGETS.firstVisitHydratedMs,
      hydratedWithoutInputMs: visit.hydratedWithoutInputMs,
      maxPageMs: BUDGETS.firstVisitPageMs,
      paymentFormReadyMs: visit.paymentFormReadyMs,
      myBookingsFirstRowMs: visit.myBookingsFirstRowMs,
      pass:
        visit.hydratedWithoutInputMs <= BUDGETS.firstVisitHydratedMs &&
        visit.paymentFormReadyMs <= BUDGETS.firstVisitPageMs &&
        visit.myBookingsFirstRowMs <= BUDGETS.firstVisitPageMs,
    };
  results.budgets.chartOnlyOnItsPage = {
    page: '/dashboard.html',
    loadedOn: results.chart?.loadedOn ?? null,
    pass: results.chart?.loadedOn ? results.chart.onlyOnItsPage : null,
  };
  const p95 = results.quoteRoundTrip?.p95Ms ?? null;
  results.budgets.quoteRoundTrip = {
    maxP95Ms: BUDGETS.quoteRoundTripP95Ms,
    valueMs: p95,
    pass: p95 == null ? null : p95 <= BUDGETS.quoteRoundTripP95Ms,
  };
  for (const name of loads) {
    const { minRps, maxP99Ms } = BUDGETS.load[name];
    const figures = results.load[name] ?? {};
    const measured = typeof figures.requestsPerS === 'number';
    results.budgets[`${name}Load`] = {
      minRps,
      rps: figures.requestsPerS ?? null,
      maxP99Ms,
      p99Ms: figures.p99Ms ?? null,
      pass: measured ? figures.requestsPerS >= minRps && figures.p99Ms <= maxP99Ms && !figures.non2xx : null,
    };
  }
  for (const [key, value] of [
    ['apiRssStart', results.api.rssStartMb],
    ['apiRssAfterLoad', results.api.rssAfterLoadMb],
    ['apiRssColdStart', results.api.coldStart?.rssMb],
  ])
    results.budgets[key] = {
      maxMb: BUDGETS.apiRssMb,
      valueMb: value ?? null,
      pass: value == null ? null : value <= BUDGETS.apiRssMb,
    };
  const cold = results.api.coldStart?.ms ?? null;
  results.budgets.coldStart = {
    maxMs: BUDGETS.coldStartMs,
    valueMs: cold,
    pass: cold == null ? null : cold <= BUDGETS.coldStartMs,
  };
  results.loadAverage.end = os.loadavg().map((x) => round(x, 2));
  results.totalSeconds = round((Date.now() - t0) / 1000, 0);
  writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
  printReport(results, args, args.out);
  const exceeded = Object.entries(results.budgets).filter(([, budget]) => budget?.pass === false);
  for (const [name] of exceeded) log(`budget exceeded: ${name}`);
  return exceeded.length > 0;
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
  // A budget exceeded fails the run (exit 3), so a change that slows a page cannot pass unseen.
  .then(async (failed) => {
    await cleanup();
    process.exit(failed ? 3 : 0);
  })
  .catch(async (error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    await cleanup();
    process.exit(1);
  });
