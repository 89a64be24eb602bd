// 2. Lighthouse (mobile): median score, LCP and TBT of the booking page and the bare page, interleaved.
import { CHROME_FLAGS, CHROME_PATH, cleanups, log, median, round, t0, versionOf } from '../lib/common.mjs';

/** No Lighthouse round starts if it would likely end past this many seconds after the start (see lighthouseSeries). */
const LIGHTHOUSE_DEADLINE_S = 185;

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

/** `runs` rounds over the targets ([name, url] pairs), cut short when the machine is too slow; medians and each run. */
export async function lighthouseSeries(targets, runs, { deadlineS = LIGHTHOUSE_DEADLINE_S } = {}) {
  const series = Object.fromEntries(targets.map(([name]) => [name, []]));
  // Interleaved (booking, bare, booking, bare…) so a slow patch of the machine hits both alike.
  let slowestRound = 0;
  let roundsDone = 0;
  for (let i = 0; i < runs; i++) {
    // Keep the whole bench under about 4 minutes: on a loaded machine a round can take 90 s, so stop
    // early (after at least one round) rather than overrun; the JSON says how many runs were made.
    if (i > 0 && (Date.now() - t0) / 1000 + slowestRound > deadlineS) {
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
  summary.method = `lighthouse ${versionOf('lighthouse')} default (mobile) config, performance only, median of ${runs} runs; ${CHROME_PATH} ${CHROME_FLAGS.join(' ')}`;
  return summary;
}
