// 1c. The booking chart's code (@chakra-ui/charts on Recharts, issue 15) loads only on its page: the dashboard of a
// signed-in booker. Which pages fetch it, and its weight (docs/bench.md).
import { createHash } from 'node:crypto';
import { CHROME_PATH, PLAYWRIGHT_ARGS, kb, log, watchScripts } from '../lib/common.mjs';
import { fetchBytes, gz9 } from './weight.mjs';

export const CHART_METHOD =
  'the demo booker (priya@example.com) signed in; each page opened in Chromium (the booking page with a key press, as its scripts wait for one) until no script has come for 1 s; a script holding Recharts (its class `recharts-bar-rectangle`) is the chart code; gzipped with zlib level 9';

/** The pages a booker visits; the chart belongs to the dashboard only. */
const PAGES = ['/booking.html', '/commission.html', '/invoice.html', '/bookinghistory.html', '/dashboard.html'];
const CHART_PAGE = '/dashboard.html';
const MARKER = 'recharts-bar-rectangle';
const QUIET_MS = 1000;

export async function chartLoading(baseUrl) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: PLAYWRIGHT_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    const passwordhash = createHash('sha256').update('Demo1234').digest('hex');
    const answer = await context.request.post('/api/signIn', {
      data: { email: 'priya@example.com', passwordhash, rememberme: true },
    });
    const p = await answer.json();
    if (p.Code !== 1) throw new Error(`the demo booker cannot sign in: ${JSON.stringify(p)}`);
    // The profile as the app keeps it after a sign-in (src/features/account), so the pages know a booker.
    await context.addInitScript((profile) => {
      localStorage.setItem(
        'tb:profile',
        JSON.stringify({
          version: 1,
          value: {
            id: profile.custid,
            firstName: profile.firstname,
            lastName: profile.surname,
            email: profile.email,
            phone: profile.phone,
            dialingCode: profile.dialingcode,
            bookerId: profile.bookerid,
          },
        }),
      );
    }, p);
    const holdsChart = new Map();
    const pages = {};
    let chunk = null;
    for (const path of PAGES) {
      const page = await context.newPage();
      const watch = watchScripts(page);
      const scripts = watch.fetched;
      await page.goto(path);
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      await watch.quiet(QUIET_MS);
      await page.close();
      let loaded = false;
      for (const url of scripts) {
        if (!holdsChart.has(url)) {
          const bytes = await fetchBytes(url);
          holdsChart.set(url, bytes.includes(MARKER));
          if (holdsChart.get(url))
            chunk = { path: new URL(url).pathname, rawKb: kb(bytes.length), gzipKb: kb(gz9(bytes)) };
        }
        loaded ||= holdsChart.get(url);
      }
      pages[path] = loaded;
    }
    await context.close();
    const loadedOn = Object.keys(pages).filter((path) => pages[path]);
    const onlyOnItsPage = loadedOn.length === 1 && loadedOn[0] === CHART_PAGE;
    log(
      `booking chart: ${chunk ? `${chunk.path} ${chunk.gzipKb} KB gz` : 'no chart code found'}, loaded on ${loadedOn.join(', ') || 'no page'}`,
    );
    return { method: CHART_METHOD, chunk, pages, loadedOn, onlyOnItsPage };
  } finally {
    await browser.close();
  }
}
