import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { choosePlace, expectNoSeriousA11yViolations, fillCard, guestToPayment, mailTo } from './helpers';
import { startApiServer, type ApiServer } from './servers';

/**
 * The operator document edited while the server runs: issue 11's rebranding, and issue 13's card payment refused
 * when the operator switches cards off mid-booking. This spec starts its own server on a copy of the demo operator's
 * document (the shared e2e server's must stay as it is), from the build the shared server made; one server for all
 * of them, as each start costs seconds of CPU.
 */
const seed = path.resolve('server/seed');
let dir: string;
let operatorFile: string;
let server: ApiServer | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), 'rebrand-'));
  operatorFile = path.join(dir, 'operator.json');
  await copyFile(path.join(seed, 'operator.json'), operatorFile);
  server = await startApiServer({ operatorConfig: operatorFile, dataDir: path.join(dir, 'db') });
  baseUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

// A page as it arrives, before any script: JavaScript off, so only the server's HTML and CSS are on screen.
test.use({ javaScriptEnabled: false });

test('an edit of the operator document restyles the next booking.html in its HTML, before any script', async ({
  page,
  request,
}) => {
  const url = `${baseUrl}/booking.html`;
  await page.goto(url);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('London Transfers Ltd');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'London Transfers Ltd: home' })).toBeVisible();
  await expect(banner.locator('img')).toHaveAttribute('src', '/images/logo.svg');
  const brandSolid = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500'));
  expect(await brandSolid()).toBe('#3b5db0');

  // The operator switches to the second demo operator's document while the server runs.
  await copyFile(path.join(seed, 'operator-thames.json'), operatorFile);
  // The server looks at the document at most every 0.5 s: the first page after that is the new brand. The wait is
  // longer than that because the first render of a new brand takes over a second on a loaded 2-core machine (the
  // full suite failed here twice at 2 s, and passed alone in 5).
  await expect
    .poll(async () => (await (await request.get(url)).text()).includes('Thames Cars Ltd'), { timeout: 10_000 })
    .toBe(true);

  await page.goto(url);
  const html = await page.content();
  expect(html).not.toContain('London Transfers');
  await expect(page).toHaveTitle('Book a Transfer | Thames Cars');
  await expect(footer).toContainText('Thames Cars Ltd');
  await expect(banner.getByRole('link', { name: 'Thames Cars Ltd: home' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Call us on +44 20 7946 0777' })).toBeVisible();
  await expect(banner.locator('img')).toHaveAttribute('src', '/images/logo-thames.svg');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Local cars along the river: Richmond, Kingston, Twickenham and Heathrow.',
  );
  expect(await brandSolid()).toBe('#2d9a63');
  const headingFont = await page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(headingFont).toContain('Trebuchet MS');
});

test.describe('the second demo operator', () => {
  test.use({ javaScriptEnabled: true });

  test('passes axe on its booking page once the scripts have run', async ({ page }) => {
    await copyFile(path.join(seed, 'operator-thames.json'), operatorFile);
    await expect
      .poll(async () => (await (await page.request.get(`${baseUrl}/booking.html`)).text()).includes('Thames Cars'))
      .toBe(true);
    await page.goto(`${baseUrl}/booking.html`);
    await page.mouse.move(200, 200);
    await expect(page.getByRole('combobox', { name: 'Pick-up' })).toBeEditable();
    await expectNoSeriousA11yViolations(page, 'booking.html as Thames Cars');
  });

  test('`?template=` previews only a template the operator enables; another name shows the configured one', async ({
    page,
  }) => {
    const operator = JSON.parse(await readFile(path.join(seed, 'operator-thames.json'), 'utf8'));
    operator.configuration.templates = ['inline', 'list'];
    await writeFile(operatorFile, JSON.stringify(operator));
    await expect
      .poll(async () => (await (await page.request.get(`${baseUrl}/api/configuration`)).text()).replaceAll(' ', ''))
      .toContain('"templates":["inline","list"]');
    const open = async (asked: string, shown: string) => {
      await page.goto(`${baseUrl}/booking.html?template=${asked}`);
      await page.keyboard.press('Tab');
      await expect(page.locator(`[data-template="${shown}"][data-booking-ready="true"]`)).toBeVisible();
    };
    await open('list', 'list');
    await open('wizard', 'inline');
    // The preview is the page served (server/routes/spa.ts): it never swaps for another after a place is chosen.
    await choosePlace(page, 'Pick-up', 'Kings Cross');
    await expect(page.locator('[data-template]')).toHaveAttribute('data-template', 'inline');
  });
});

test.describe('cards switched off while a guest pays', () => {
  test.use({ javaScriptEnabled: true });

  test('the server refuses the booking: its message 1 s later, Pay Now enabled, nothing typed lost, nothing booked', async ({
    page,
    request,
  }) => {
    // A whole guest booking, two edits of the operator file and their publication: about 20 s alone, over 30 s in
    // the full run beside the unit and server suites. What it times (the message 1 s after the answer) it reads
    // from the page's own clock, not from the test's.
    test.setTimeout(60_000);
    const operator = JSON.parse(await readFile(path.join(seed, 'operator.json'), 'utf8'));
    const takeCards = async (allowed: boolean) => {
      operator.configuration.IsCardAllowed = allowed;
      await writeFile(operatorFile, JSON.stringify(operator));
      await expect
        .poll(
          async () => {
            const { title, IsCardAllowed } = await (await request.get(`${baseUrl}/api/configuration`)).json();
            return { title, IsCardAllowed };
          },
          // The server looks at the document at most every 0.5 s: a short interval takes the change soon after.
          { intervals: [100] },
        )
        .toEqual({ title: 'London Transfers', IsCardAllowed: allowed });
    };
    await takeCards(true); // the tests above may have left another brand
    const guest = { firstName: 'Late', lastName: 'Refusal', email: `late.refusal.${Date.now()}@example.com` };
    const { form } = await guestToPayment(page, guest, `${baseUrl}/booking.html`);
    await fillCard(form, '4242 4242 4242 4242', 'Late Refusal');
    const fieldValues = () =>
      form.locator('input, select').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    const typed = await fieldValues();
    expect(typed).toContain('Late Refusal');

    await takeCards(false);
    // When the progress dialog was seen and when the message appeared, by the page's own clock.
    await page.evaluate(() => {
      const seen = window as unknown as { dialogSeen?: boolean; messageAt?: number; dialogAtMessage?: boolean };
      const watch = new MutationObserver(() => {
        const dialog = Boolean(document.querySelector('[data-testid="payment-process-dialog"]'));
        seen.dialogSeen ||= dialog;
        if (!document.querySelector('[data-testid="payment-message"]')) return;
        seen.messageAt = performance.now();
        seen.dialogAtMessage = dialog;
        watch.disconnect();
      });
      watch.observe(document.body, { childList: true, subtree: true });
    });
    const pay = form.getByRole('button', { name: 'Pay Now' });
    await pay.click();
    await expect(form.getByTestId('payment-message')).toHaveText('This payment method is not available.');
    const timing = await page.evaluate(() => {
      const seen = window as unknown as { dialogSeen: boolean; messageAt: number; dialogAtMessage: boolean };
      const [answer] = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/createbookingTest'))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      return { dialogSeen: seen.dialogSeen, dialogAtMessage: seen.dialogAtMessage, delay: seen.messageAt - answer };
    });
    expect(timing.dialogSeen, 'the progress dialog showed while paying').toBe(true);
    expect(timing.dialogAtMessage, 'the progress dialog had closed when the message showed').toBe(false);
    // 1 s after the answer (the payment flow and defaults rules, rules: payment-flow, defaults), not at once; the upper bound leaves room for a loaded machine.
    expect(timing.delay).toBeGreaterThanOrEqual(990);
    expect(timing.delay).toBeLessThan(3000);
    await expect(pay).toBeEnabled();
    // A refusal is not a card failure: every field keeps what was typed, the CVC too.
    expect(await fieldValues()).toEqual(typed);
    // Nothing was booked: a booking, paid or not, would have sent the guest its confirmation.
    expect(await mailTo(request, guest.email, baseUrl)).toEqual([]);

    // Cards back on: the same form pays as it stands, and the guest is the passenger of the one booking made.
    await takeCards(true);
    await pay.click();
    await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/);
    const ticket = page.getByTestId('ticket');
    await expect(ticket).toContainText('Card (paid)');
    await expect(ticket).toContainText('Late Refusal');
    expect(await mailTo(request, guest.email, baseUrl)).toHaveLength(1);
  });
});
