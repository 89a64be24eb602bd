import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import AxeBuilder from '@axe-core/playwright';

/**
 * The embeddable widget on the demo client site (issue 17, docs/embedding.md). The app runs at 127.0.0.1 (the
 * operator's origin); the hotel's page opened as http://localhost:PORT is a client site of another origin that the
 * HOTEL licence covers, and opened as http://127.0.0.1:PORT a site it does not.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const LICENSED_HOTEL = `http://localhost:${port}/demo/hotel.html`;
const UNLICENSED_HOTEL = `http://127.0.0.1:${port}/demo/hotel.html`;

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** What the page heard from the widget, in order (the demo page lists every event it receives). */
async function events(page: Page): Promise<Record<string, unknown>[]> {
  const items = await page.locator('#events li').allTextContents();
  return items.map((item) => JSON.parse(item) as Record<string, unknown>);
}

/** Axe on the page and, unlike the shared helper's legacy mode, inside its cross-origin booking frames too. */
async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' | ')}`);
  expect(serious, `axe on ${what}`).toEqual([]);
}

async function expectEvent(page: Page, type: string, detail: Record<string, unknown> = {}) {
  await expect
    .poll(async () => (await events(page)).filter((event) => event.type === type))
    .toContainEqual(expect.objectContaining(detail));
}

/**
 * The design system's look applies inside the frame: a filled Next button and bordered fields. (The frame's loading
 * notice once put the recipes' cascade layer below Chakra's reset, leaving bare inputs and text-like buttons.)
 */
async function expectStyled(frame: FrameLocator) {
  const next = frame.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeVisible();
  expect(await next.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toMatch(
    /^(transparent|rgba\(0, 0, 0, 0\))$/,
  );
  const pickUp = frame.getByRole('combobox', { name: 'Pick-up', exact: true });
  expect(await pickUp.evaluate((input) => parseFloat(getComputedStyle(input).borderBottomWidth))).toBeGreaterThan(0);
}

/** A guest books with cash in the frame (the HOTEL licence's inlinex template); the ticket's reference. */
async function bookWithCash(frame: FrameLocator, vehicle: RegExp): Promise<string> {
  await expect(frame.getByTestId('fare').first()).toHaveText(/^£\d+\.\d\d$/);
  await frame.getByRole('button', { name: 'Next', exact: true }).click();
  // The journey folded to one line names both ends (it once read just " to ": the prefilled places have no Title).
  await expect(frame.getByTestId('journey-line').getByText(/ to /)).toHaveText(/^\S.* to \S.*$/);
  const chosen = frame.getByRole('radio', { name: vehicle });
  // A tap on the vehicle's card. The vehicle list re-renders when the step's quote lands, which can swallow a click
  // made just before it.
  await expect(async () => {
    await frame.getByRole('radiogroup', { name: 'Vehicle' }).locator('label').filter({ hasText: vehicle }).click();
    await expect(chosen).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await frame.getByTestId('customer-step').getByRole('button', { name: 'Add main passenger details' }).click();
  const contact = frame.getByRole('dialog', { name: 'Main Passenger' });
  await contact.getByLabel('First name').fill('Kay');
  await contact.getByLabel('Last name').fill('Board');
  await contact.getByLabel('Email').fill(`kay.${Date.now()}@example.com`);
  await contact.getByRole('textbox', { name: /Phone/ }).fill('7911123456');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  const payment = frame.getByRole('form', { name: 'Payment' });
  // By keyboard, as the templates' e2e does: the radio card's label covers its input.
  await payment.getByRole('radio', { name: 'Cash' }).press('Space');
  await payment.getByRole('button', { name: 'Book Now', exact: true }).press('Enter');
  const reference = frame.getByTestId('ticket-reference');
  await expect(reference).toHaveText(/^\d+$/, { timeout: 20_000 });
  return (await reference.textContent())!;
}

test('inline: the booking in the page, prefilled, sized to its content; booked with cash, the page hears of it', async ({
  page,
}) => {
  await page.goto(LICENSED_HOTEL);
  const frame = page.frameLocator('#inline-booking iframe');
  await expect(frame.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue(/Paddington/);
  await expect(frame.getByRole('combobox', { name: 'Drop-off', exact: true })).toHaveValue(/King/);
  await expectStyled(frame);
  // The client's page has its own heading: the operator's tagline is there for screen readers only.
  const tagline = frame.getByRole('heading', { level: 1 });
  await expect(tagline).toHaveCount(1);
  expect((await tagline.boundingBox())?.height).toBeLessThanOrEqual(1);
  await expectEvent(page, 'ready', { mode: 'inline' });
  await expectEvent(page, 'quote', { currency: 'GBP', mode: 'inline' });
  // Resized to its content: no scroll bar inside the frame.
  await expect
    .poll(() => frame.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight))
    .toBeLessThanOrEqual(1);
  await expectAccessible(page, 'demo hotel, inline');
  // Hand-over (the licence host rule, rules: licence-host): the journey goes to the operator's full booking page in a tab of its own.
  const opened = page.context().waitForEvent('page');
  await frame.getByRole('button', { name: 'Continue on the full booking page' }).click();
  const full = await opened;
  await expect(full).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${port}/quickbooking\\.html`));
  await expect(full.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue(/Paddington/);
  await expect(full.getByRole('combobox', { name: 'Drop-off', exact: true })).toHaveValue(/King/);
  await full.close();
  const reference = await bookWithCash(frame, /Saloon/);
  await expectEvent(page, 'confirmed', { reference: Number(reference), mode: 'inline' });
  // The ticket in the client's page, without the operator's header, menu and footer (as the booking had none).
  await expect(frame.getByTestId('ticket')).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  await expect(frame.getByRole('contentinfo')).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  // Nothing personal ever reaches the page.
  expect(JSON.stringify(await events(page))).not.toMatch(/Kay|Board|example\.com|7911/);
});

test('popup: a button opens the booking in a dialog, prefilled; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto(LICENSED_HOTEL);
  const opener = page.getByRole('button', { name: 'Book a car to the show' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book a transfer' });
  await expect(dialog).toBeVisible();
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue(/King/);
  // The show's venue in the West End, as the page's copy says.
  await expect(frame.getByRole('combobox', { name: 'Drop-off', exact: true })).toHaveValue(/Royal Opera House/);
  await expectStyled(frame);
  await expectEvent(page, 'ready', { mode: 'popup' });
  // Escape pressed inside the frame (which the parent's dialog never sees) closes it too.
  await frame.getByRole('button', { name: 'Next', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectEvent(page, 'closed', { mode: 'popup' });

  await opener.click();
  await expect(page.getByRole('dialog').frameLocator('iframe').getByTestId('fare').first()).toBeVisible();
  await expectAccessible(page, 'demo hotel, popup');
  // The vehicle the button asked for (data-vehicle="4", the MPV) is already chosen.
  const reference = await bookWithCash(page.getByRole('dialog').frameLocator('iframe'), /MPV/);
  await expectEvent(page, 'confirmed', { reference: Number(reference), mode: 'popup' });
});

test('floating: "Book a transfer" in the corner opens the booking prefilled; booked with cash', async ({ page }) => {
  await page.goto(LICENSED_HOTEL);
  const floating = page.getByRole('button', { name: 'Book a transfer', exact: true });
  await expect(floating).toBeInViewport();
  await floating.click();
  const frame = page.getByRole('dialog', { name: 'Book a transfer' }).frameLocator('iframe');
  await expect(frame.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue(/Tower Bridge/);
  await expectAccessible(page, 'demo hotel, floating');
  const reference = await bookWithCash(frame, /Saloon/);
  await expectEvent(page, 'confirmed', { reference: Number(reference), mode: 'popup' });
});

/** Nothing in the frame scrolls inside a box of its own (the frame's page scrolls, or the frame fits it). */
async function expectNoInnerScrolling(frame: FrameLocator) {
  await expect
    .poll(() =>
      frame.locator('body').evaluate(() =>
        [...document.body.querySelectorAll('*')]
          .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowY))
          .filter((element) => element.scrollHeight - element.clientHeight > 1)
          .map((element) => element.getAttribute('aria-label') ?? element.tagName),
      ),
    )
    .toEqual([]);
}

test("at a phone's width the page fits, and the frames show the fare and Next without a scroll box", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LICENSED_HOTEL);
  const inline = page.frameLocator('#inline-booking iframe');
  await expect(inline.getByTestId('fare').first()).toHaveText(/^£\d+\.\d\d$/);
  await expectEvent(page, 'quote', { mode: 'inline' });
  // The event log wraps its long lines: nothing widens the page and pushes the floating button off the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Book a transfer', exact: true })).toBeInViewport({ ratio: 1 });
  // Inline, the frame is as tall as the booking (the shell rule's (rules: shell) phone panels that scroll inside themselves cut the fare and
  // Next off in a box 70% of the frame's own height).
  await expectNoInnerScrolling(inline);
  await expect
    .poll(() => inline.locator('html').evaluate((html) => html.scrollHeight - html.clientHeight))
    .toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Book a car to the show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a transfer' });
  const popup = dialog.frameLocator('iframe');
  await expect(popup.getByTestId('fare').first()).toHaveText(/^£\d+\.\d\d$/);
  // The popup's booking scrolls in the dialog's whole height, down to Next.
  await expectNoInnerScrolling(popup);
  await popup.getByRole('button', { name: 'Next', exact: true }).scrollIntoViewIfNeeded();
  await expect(popup.getByRole('button', { name: 'Next', exact: true })).toBeInViewport({ ratio: 1 });
  // The Close button wears the page's own button look (the hotel's .book: its green border), not the browser's.
  await expect(dialog.getByRole('button', { name: 'Close booking' })).toHaveCSS('border-top-color', 'rgb(47, 93, 70)');
});

test('a site the licence does not cover gets the licence message and no booking form', async ({ page }) => {
  await page.goto(UNLICENSED_HOTEL);
  const frame = page.frameLocator('#inline-booking iframe');
  await expect(frame.getByRole('alert')).toHaveText('This site is not licensed to use the booking app.');
  await expect(frame.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveCount(0);
  await expectEvent(page, 'refused', { message: 'This site is not licensed to use the booking app.' });
  expect((await events(page)).map((event) => event.type)).not.toContain('ready');
  await expectAccessible(page, 'demo hotel, unlicensed');
});

test("a licence's own brand and template apply in its frame, with no rebuild", async ({ page }) => {
  // The Arena's demo page (the VENUE licence: its palette, the gateway template, cash only) on a host it covers.
  await page.goto(`http://localhost:${port}/demo/venue.html`);
  const frame = page.frameLocator('iframe');
  // gateway: the short entry form asks the passengers with the journey.
  await expect(
    frame.getByRole('region', { name: 'Journey', exact: true }).getByRole('spinbutton', { name: 'Passengers' }),
  ).toBeVisible();
  const brand500 = await frame
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--chakra-colors-brand-500').trim());
  expect(brand500.toLowerCase()).toBe('#733fff');
});
