// 3. The quote round trip in the browser: from choosing the drop-off to the fare on screen (docs/bench.md).
import { existsSync } from 'node:fs';
import { CHROME_PATH, PLAYWRIGHT_ARGS, log, percentile, round, versionOf, whileRunning } from '../lib/common.mjs';

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
export async function quoteRoundTrip(baseUrl, runs, { pickUps, dropOffs, warmUpDropOff }) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    args: PLAYWRIGHT_ARGS,
    headless: true,
  });
  const TIMEOUT_MS = 30_000;
  return whileRunning(
    () => browser.close(),
    async () => {
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
        const pickUp = pickUps[group % pickUps.length];
        await choose(page, 'Pick-up', pickUp, { timed: false });
        if (group === 0) {
          // A warm-up, left out of the figures (JIT, the server's first route): a drop-off none of the timed ones uses.
          warmupMs = round((await choose(page, 'Drop-off', warmUpDropOff, { timed: true })).ms, 1);
          log(`quote round trip warm-up: ${warmupMs} ms`);
        }
        for (const dropOff of dropOffs) {
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
          `Playwright ${versionOf('playwright')} driving ${CHROME_PATH} (headless; ${PLAYWRIGHT_ARGS.join(' ')}), 1280×800, /booking.html of the real server; ` +
          'from the Enter that chooses the drop-off suggestion (keydown, in the page) to the animation frame in which the current fare is shown; ' +
          `pick-ups ${pickUps.join(', ')} × drop-offs ${dropOffs.join(', ')}, a fresh tab per pick-up, so no quote is reused; nearest-rank percentiles`,
      };
    },
  );
}
