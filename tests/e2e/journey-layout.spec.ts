import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMainPassenger, fillCard } from './helpers';
import { seedBookingAtStep } from './seedBooking';

/**
 * Issue 28 #12, the layout a first-time customer noticed: Back alone under Next, a page opening with its heading under
 * the sticky header, a button flush with a dialog's edge, the operator's name on two lines, an e-mail broken
 * mid-word. Each test starts where the defect was (a seeded booking, the API), not at the start of the journey.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function openTemplate(page: Page, template: string) {
  await page.goto(`/booking.html?template=${template}`);
  // The booking page's scripts start at the first sign of a person (docs/architecture.md).
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-template="${template}"][data-booking-ready="true"]`)).toBeVisible({
    timeout: 30_000,
  });
}

for (const template of ['wizard', 'gateway']) {
  test(`${template}: on the details, Back and Next share one row`, async ({ page }) => {
    await seedBookingAtStep(page, 'customer');
    await openTemplate(page, template);
    await expect(page.getByTestId('customer-step')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toHaveCount(1);
    const back = await box(page.getByRole('button', { name: 'Back', exact: true }));
    const nextBox = await box(next);
    expect(Math.abs(back.y - nextBox.y), 'Back and Next on one row').toBeLessThan(2);
    expect(nextBox.x).toBeGreaterThan(back.x + back.width);
  });
}

test('after the card popup, the confirmation opens at its top, "Booking Confirmed" below the sticky header', async ({
  page,
}) => {
  // inlinex takes the card in a popup (its definition's cardForm); the popup's scroll lock used to put the old
  // page's scroll back on the confirmation as it closed.
  await page.setViewportSize({ width: 1280, height: 720 });
  await seedBookingAtStep(page, 'customer');
  await openTemplate(page, 'inlinex');
  await addMainPassenger(page, { firstName: 'Ada', lastName: 'Top', email: `ada.${Date.now()}@example.com` });
  const payment = page.getByRole('form', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'By card' }).press('Space');
  await payment.getByRole('button', { name: 'Pay Now' }).click();
  const card = page.getByRole('dialog', { name: /card/i });
  await fillCard(card, '4242424242424242', 'Ada Top');
  await card.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/, { timeout: 20_000 });
  const heading = page.getByRole('heading', { level: 1, name: 'Booking Confirmed' });
  await expect(page.getByTestId('ticket-reference')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heading).toBeFocused();
  const header = await box(page.locator('header').first());
  expect((await box(heading)).y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('SIGN UP keeps the dialog’s padding below it on a laptop screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' }).or(page.getByRole('dialog', { name: 'Sign in' }));
  await dialog.getByRole('tab', { name: 'SIGN UP' }).click();
  const submit = dialog.getByRole('button', { name: 'SIGN UP', exact: true });
  await submit.scrollIntoViewIfNeeded();
  const button = await box(submit);
  const edge = await box(dialog);
  expect(edge.y + edge.height - (button.y + button.height), 'room under SIGN UP').toBeGreaterThanOrEqual(16);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the operator's name in the header stays on one line", async ({ page }) => {
    await page.goto('/');
    const title = page.locator('header a[aria-label$=": home"] span').last();
    await expect(title).toHaveText('London Transfers');
    const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await box(title)).height).toBeLessThan(lineHeight * 1.5);
  });

  test('a long e-mail in the details card wraps before its @ or a dot, never mid-word', async ({ page }) => {
    const email = 'bartholomew.featherstonehaugh-worthington@consultancy-partners.example.co.uk';
    await seedBookingAtStep(page, 'customer');
    await openTemplate(page, 'wizard');
    await addMainPassenger(page, { firstName: 'Bart', lastName: 'Long', email });
    const card = page.getByTestId('customer-step').getByText('Bart Long').first();
    await expect(card).toContainText(email);
    // Where each character of the address sits: a new line may start only at an @ or a dot.
    const lineStarts = await card.evaluate((element, address) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          chars.push({ char: node.textContent![i], top: range.getBoundingClientRect().top });
        }
      }
      const text = chars.map((c) => c.char).join('');
      const from = text.indexOf(address);
      const starts: string[] = [];
      for (let i = from + 1; i < from + address.length; i++)
        if (chars[i].top > chars[i - 1].top + 1) starts.push(chars[i].char);
      return starts;
    }, email);
    expect(lineStarts.length, 'the address wraps at this width').toBeGreaterThan(0);
    for (const start of lineStarts) expect(['@', '.']).toContain(start);
  });
});

for (const template of ['inlinex', 'gateway']) {
  test(`${template} at 1280 px: the journey's map uses the room beside the entry card`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTemplate(page, template);
    const card = await box(page.locator(`[data-template="${template}"]`));
    expect(card.width, 'the entry card stays compact').toBeLessThan(480);
    const map = page.locator('[data-map-ready][aria-label="Map of the journey"]');
    await expect(map).toBeVisible();
    const area = await box(map);
    expect(area.x).toBeGreaterThan(card.x + card.width);
    // Together they fill the row the card alone left two thirds empty.
    expect(area.x + area.width - card.x).toBeGreaterThan(1100);
  });
}
