// The printed tables: weight and Lighthouse beside the bare page, the quote round trip, the API load.
import path from 'node:path';
import { BUDGETS, elapsed } from './common.mjs';

/** Prints `r` (the results.json document) for a run made with `args`, written to `resultsPath`. */
export function printReport(r, args, resultsPath) {
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
  rows.push([
    'embed.js gzip (KB)',
    fmt(w.embedJs?.gzipKb),
    '',
    '',
    `≤ ${BUDGETS.embedJsGzipKb} KB ${verdict(r.budgets.embedJs?.pass)}`,
  ]);
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
  printPaymentProviders(r.weight?.paymentProviders);
  printTemplates(r.templates);
  printChart(r.chart, r.budgets?.chartOnlyOnItsPage);
  console.log('');
  const q = r.quoteRoundTrip;
  const qrows = [['In the browser', 'p50 (ms)', 'p95 (ms)', 'runs', '']];
  if (q && q.p50Ms != null)
    qrows.push(['Quote round trip (drop-off chosen → fare shown)', q.p50Ms, q.p95Ms, q.runs, '']);
  else qrows.push(['Quote round trip (drop-off chosen → fare shown)', 'n/a', 'n/a', '', q?.note ?? '']);
  printTable(qrows);
  console.log('');
  const lrows = [['', 'p50 (ms)', 'p99 (ms)', 'req/s', 'non-2xx', 'errors', 'budget']];
  for (const [label, name] of [
    ['GET /api/searchaddress', 'searchaddress'],
    ['POST /api/quotation', 'quotation'],
    ['GET /api/configuration', 'configuration'],
    ['POST /api/createbookingTest', 'booking'],
  ]) {
    const f = r.load?.[name];
    const b = r.budgets?.[`${name}Load`];
    const budget = b ? `≥ ${b.minRps}/s, p99 ≤ ${b.maxP99Ms} ms ${verdict(b.pass)}` : '';
    if (f && f.p50Ms != null) lrows.push([label, f.p50Ms, f.p99Ms, f.requestsPerS, f.non2xx, f.errors, budget]);
    else lrows.push([label, 'n/a', 'n/a', 'n/a', '', '', f?.note ?? '']);
  }
  printTable(lrows);
  const api = r.api ?? {};
  const b = r.budgets ?? {};
  console.log('');
  printTable([
    ['The API (npm start)', 'value', 'budget'],
    [
      'resident memory after start (MB)',
      api.rssStartMb ?? 'n/a',
      `≤ ${b.apiRssStart?.maxMb} ${verdict(b.apiRssStart?.pass)}`,
    ],
    [
      'resident memory after the load (MB)',
      api.rssAfterLoadMb ?? 'n/a',
      `≤ ${b.apiRssAfterLoad?.maxMb} ${verdict(b.apiRssAfterLoad?.pass)}`,
    ],
    ['  the same, 2.5 s later (idle: collected)', api.rssIdleAfterLoadMb ?? 'n/a', ''],
    [
      'resident memory after a cold start on existing data (MB)',
      api.coldStart?.rssMb ?? 'n/a',
      `≤ ${b.apiRssColdStart?.maxMb} ${verdict(b.apiRssColdStart?.pass)}`,
    ],
    [
      'cold start to first answer (ms)',
      api.coldStart?.ms ?? 'n/a',
      `≤ ${b.coldStart?.maxMs} ${verdict(b.coldStart?.pass)}`,
    ],
  ]);
  printEveryPage(r);
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

/** What each payment provider loads when its method is shown (measure/paymentChunks.mjs). */
function printPaymentProviders(p) {
  console.log('');
  if (!p?.providers) {
    console.log(`Payment providers' chunks: n/a (${p?.note ?? 'not measured'})`);
    return;
  }
  const rows = [['Payment provider (loaded when shown)', 'JS gzip (KB)', 'files', '']];
  for (const [name, figures] of Object.entries(p.providers))
    rows.push([name, figures.gzipKb, figures.files.length, '']);
  printTable(rows);
}

/** Each template's extra JS beyond the booking page's initial JS (measure/templates.mjs). */
function printTemplates(t) {
  console.log('');
  if (!t?.templates) {
    console.log(`Templates' extra JS: n/a (${t?.note ?? 'not measured'})`);
    return;
  }
  const rows = [['Template (configured)', 'extra JS gzip (KB)', 'of it its own (KB)', 'files', '']];
  for (const [name, figures] of Object.entries(t.templates))
    rows.push([name, figures.extraJsGzipKb, figures.ownJsGzipKb, figures.files.length, '']);
  printTable(rows);
  console.log(
    '(extra: beyond the initial JS above, until its first screen is ready; its own: less what every template fetches)',
  );
  const f = t.flights;
  if (f)
    console.log(
      `Flights code (${f.template}): ${f.loadedBefore ? 'LOADED BEFORE an airport was chosen' : 'not in the JS before an airport is chosen'}; choosing the Heathrow pick-up fetches ${f.files.length} JS file(s), ${f.jsGzipKb} KB gz${f.loadedOnAirport ? ', the flights code among them' : ', WITHOUT the flights code'}`,
    );
}

/** Where the booking chart's code loads (measure/chart.mjs): only its page, the dashboard, should fetch it. */
function printChart(c, budget) {
  if (!c?.pages) {
    console.log(`Booking chart's code: n/a (${c?.note ?? 'not measured'})`);
    return;
  }
  const size = c.chunk ? `${c.chunk.path}, ${c.chunk.gzipKb} KB gz` : 'not found';
  console.log(
    `Booking chart's code (${size}): loaded on ${c.loadedOn.join(', ') || 'no page'} of ${Object.keys(c.pages).join(', ')}; only on /dashboard.html ${budget?.pass == null ? '' : budget.pass ? 'PASS' : 'FAIL'}`,
  );
}

/** A table whose first and last columns are text (left-aligned) and the rest figures; a rule under the header. */
function printTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  rows.forEach((row, n) => {
    console.log(
      row
        .map((cell, c) =>
          c === 0 || c === row.length - 1 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]),
        )
        .join('  ')
        .trimEnd(),
    );
    if (n === 0)
      console.log(
        widths
          .slice(0, -1)
          .map((x) => '-'.repeat(x))
          .join('  '),
      );
  });
}

/** Lighthouse on every other page and every template, scripts running (measure/lighthouse.mjs, fixtures.ts). */
function printEveryPage(r) {
  const verdict = (ok) => (ok == null ? '' : ok ? 'PASS' : 'FAIL');
  const every = r.lighthouseRoutes;
  console.log('');
  if (!every || every.note) {
    console.log(`Lighthouse on every page and template: ${every?.note ?? 'not measured'}`);
    return;
  }
  const budget = r.budgets.lighthouseEveryPage;
  const rows = [['page (signed out)', 'score', 'LCP (ms)', 'TBT (ms)', 'CLS']];
  for (const [name, figures] of Object.entries(every)) {
    if (!figures || typeof figures !== 'object' || !('score' in figures)) continue;
    rows.push([
      `${name} ${figures.url.replace(/^https?:\/\/[^/]+/, '')}`,
      figures.score ?? 'n/a',
      figures.lcpMs ?? 'n/a',
      figures.tbtMs ?? 'n/a',
      figures.cls ?? 'n/a',
    ]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  for (const row of rows)
    console.log(
      row.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  '),
    );
  console.log(
    `budget: every page ≥ ${budget?.min} and ≥ the bare page (${budget?.floor ?? 'n/a'}) ${verdict(budget?.pass)}${budget?.failing?.length ? `; below: ${budget.failing.join(', ')}` : ''}`,
  );
}
