// 5. A first visit on a phone (issue 27): Lighthouse's mobile profile in Chromium (CPU 4x slower, 150 ms round
// trips, 1.6 Mbit/s down, 750 kbit/s up, cold cache), a person typing as soon as the form shows.
import { existsSync } from 'node:fs';
import { CHROME_PATH, PLAYWRIGHT_ARGS, median, round, whileRunning } from '../lib/common.mjs';
import { applyPhoneProfile } from '../../scripts/phone-profile.mjs';
import { hydratedWithoutInput, shownAfterNavigation, signInDemoCustomer, unpaidBookingCode } from './firstPages.mjs';

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

async function phoneProfile(context, page) {
  const cdp = await applyPhoneProfile(await context.newCDPSession(page));
  const scripts = new Map();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
  });
  return { scriptKb: () => [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024 };
}

/** Types `text` into the place box and returns the ms from its last key to the first suggestion on screen. */
async function firstSuggestionAfterLastKey(page, label, text) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(text, { delay: 60 });
  const lastKey = await page.evaluate(() => performance.now());
  const option = page
    .getByRole('listbox', { name: `${label} suggestions` })
    .getByRole('option')
    .first();
  await option.waitFor({ state: 'visible', timeout: 30_000 });
  return (await page.evaluate(() => performance.now())) - lastKey;
}

async function choose(page, label) {
  const box = page.getByRole('combobox', { name: label });
  await box.press('ArrowDown');
  await box.press('Enter');
}

/**
 * One cold visit to the booking page: the form on screen (the prerendered Pick-up box), the first suggestion after
 * the last key of "Kings Cross", the fare after the drop-off is chosen, the JS fetched by then, and when the page
 * was hydrated (React's props on the Pick-up box). The same search on the page once warm, for the ratio.
 */
async function oneVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const network = await phoneProfile(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    const pickUp = page.getByRole('combobox', { name: 'Pick-up' });
    await pickUp.waitFor({ state: 'visible', timeout: 30_000 });
    const formVisibleMs = await page.evaluate(() => performance.now());
    const firstSuggestionMs = await firstSuggestionAfterLastKey(page, 'Pick-up', 'Kings Cross');
    await choose(page, 'Pick-up');
    await firstSuggestionAfterLastKey(page, 'Drop-off', 'Heathrow');
    const chosenAt = await page.evaluate(() => performance.now());
    await choose(page, 'Drop-off');
    await page.getByTestId('fare').first().waitFor({ state: 'visible', timeout: 30_000 });
    const fareMs = (await page.evaluate(() => performance.now())) - chosenAt;
    const jsAtFareKb = network.scriptKb();
    const hydratedMs = await page.evaluate(() => {
      const box = document.querySelector('[role="combobox"]');
      return box && Object.keys(box).some((key) => key.startsWith('__reactProps')) ? performance.now() : null;
    });
    // Warm: the same search again on the same page, now hydrated and with its code.
    await page.getByRole('combobox', { name: 'Pick-up' }).fill('');
    const warmSuggestionMs = await firstSuggestionAfterLastKey(page, 'Pick-up', 'Kings Cross');
    return { formVisibleMs, firstSuggestionMs, warmSuggestionMs, fareMs, jsAtFareKb, hydratedBy: hydratedMs };
  } finally {
    await context.close();
  }
}

/** A cold page on the phone profile in a context of its own (a signed-in customer's saved state when given). */
async function onPhone(browser, storageState, measure) {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    await phoneProfile(context, page);
    return await measure(page);
  } finally {
    await context.close();
  }
}

/** The other pages of the first-visit rule, one cold visit each. */
async function otherPages(browser, baseUrl, code, signedIn) {
  const hydratedWithoutInputMs = await onPhone(browser, null, (page) =>
    hydratedWithoutInput(page, `${baseUrl}/booking.html`, '[role="combobox"]'),
  );
  // The payment form is ready when the booking has loaded and React has taken over the form's Pay button.
  const paymentFormReadyMs = await onPhone(browser, null, (page) =>
    hydratedWithoutInput(
      page,
      `${baseUrl}/payment.html?id=${encodeURIComponent(code)}`,
      'form[aria-label="Payment"] button[type="submit"]',
    ),
  );
  const myBookingsFirstRowMs = await onPhone(browser, signedIn, (page) =>
    shownAfterNavigation(page, `${baseUrl}/bookinghistory.html`, (p) => p.getByTestId('booking-row').first()),
  );
  return { hydratedWithoutInputMs, paymentFormReadyMs, myBookingsFirstRowMs };
}

export async function firstVisit(baseUrl, runs) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    args: PLAYWRIGHT_ARGS,
    headless: true,
  });
  return whileRunning(
    () => browser.close(),
    async () => {
      const each = [];
      const code = await unpaidBookingCode(baseUrl);
      const signInContext = await browser.newContext();
      const signedIn = await signInDemoCustomer(signInContext, baseUrl);
      await signInContext.close();
      for (let i = 0; i < runs; i++) {
        try {
          each.push({
            ...(await oneVisit(browser, `${baseUrl}/booking.html`)),
            ...(await otherPages(browser, baseUrl, code, signedIn)),
          });
        } catch (error) {
          each.push({ error: error.message.split('\n')[0] });
        }
      }
      const ok = each.filter((run) => !run.error);
      const mid = (key) => round(median(ok.map((run) => run[key])));
      const first = mid('firstSuggestionMs');
      const warm = mid('warmSuggestionMs');
      return {
        runs: each.length,
        formVisibleMs: mid('formVisibleMs'),
        firstSuggestionMs: first,
        warmSuggestionMs: warm,
        firstToWarm: first != null && warm ? round(first / warm, 2) : null,
        fareAfterDropOffMs: mid('fareMs'),
        jsFetchedByFareKb: mid('jsAtFareKb'),
        hydratedWithoutInputMs: mid('hydratedWithoutInputMs'),
        paymentFormReadyMs: mid('paymentFormReadyMs'),
        myBookingsFirstRowMs: mid('myBookingsFirstRowMs'),
        each,
        method:
          'Chromium, 412x823 touch, CPU 4x slower (CDP), 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, cold cache (new context per run); median of runs',
      };
    },
  );
}
