import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { seedBookingAtStep } from './seedBooking';

/** Issue 18 item 11 and issue 9 item 8: the booking, the menu and the dashboard on a phone 390 px wide. */

const PHONE = { width: 390, height: 844 };
/** WCAG 2.5.8 (target size, minimum). */
const MIN_TARGET_PX = 24;

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: PHONE });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

/** How many lines an element's text takes. */
async function lineCount(locator: Locator): Promise<number> {
  const [height, lineHeight] = await locator.evaluate((element) => [
    element.getBoundingClientRect().height,
    parseFloat(getComputedStyle(element).lineHeight),
  ]);
  return Math.round(height / lineHeight);
}

async function expectTargetsAtLeast24px(targets: Locator, what: string) {
  const count = await targets.count();
  expect(count, `${what}: targets found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const target = targets.nth(index);
    if (!(await target.isVisible())) continue;
    const { width, height } = await box(target);
    const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
    expect(Math.min(width, height), `${what}: "${name.trim()}" is ${width}×${height} px`).toBeGreaterThanOrEqual(
      MIN_TARGET_PX,
    );
  }
}

/** The booking page's scripts start at the first sign of a person; the wizard marks itself ready once restored. */
async function openBooking(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible({ timeout: 20_000 });
}

async function headerBottom(page: Page): Promise<number> {
  const header = await box(page.locator('header').first());
  return header.y + header.height;
}

test('on a phone the vehicle rows, the step indicator and the dialogs fit, and Next leaves the step indicator in view', async ({
  page,
}) => {
  await seedBookingAtStep(page, 'vehicle');
  await openBooking(page);

  // A vehicle's capacity reads on at most two lines; the step indicator is one line (its circles are 32 px).
  const capacity = page.getByTestId('vehicle-capacity').first();
  await expect(capacity).toBeVisible();
  expect(await lineCount(capacity), 'capacity lines').toBeLessThanOrEqual(2);
  const stepper = page.getByRole('navigation', { name: 'Booking steps' });
  expect((await box(stepper.getByRole('list'))).height).toBeLessThanOrEqual(40);

  // Next: the new step starts at the step indicator, clear of the sticky header.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const step = page.getByTestId('customer-step');
  await expect(step).toBeVisible();
  await expect
    .poll(async () => (await box(stepper)).y - (await headerBottom(page)), { message: 'stepper below the header' })
    .toBeGreaterThanOrEqual(0);
  await expect(stepper).toBeInViewport();

  // The passenger dialog keeps a margin from the screen's edges and starts at its error summary.
  // The details' Next is in the template's row, beside Back (issue 28 #12).
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const passenger = page.getByRole('dialog', { name: 'Main Passenger' });
  await expect(passenger).toBeVisible();
  await expect(passenger.getByRole('group', { name: 'There is a problem' })).toBeFocused();
  const dialog = await box(passenger);
  expect(dialog.x, 'left margin').toBeGreaterThanOrEqual(8);
  expect(PHONE.width - (dialog.x + dialog.width), 'right margin').toBeGreaterThanOrEqual(8);
  await expectNoSeriousA11yViolations(page, 'passenger dialog on a phone');
  await passenger.getByRole('button', { name: 'Cancel' }).click();
  await expect(passenger).toBeHidden();

  // A short dialog is as tall as its content, not the whole screen.
  await step.getByRole('button', { name: 'Add note to driver' }).click();
  const note = page.getByRole('dialog', { name: 'Note to driver' });
  await expect(note).toBeVisible();
  expect((await box(note)).height, 'note dialog height').toBeLessThan(PHONE.height * 0.7);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expect(step.getByRole('button', { name: 'Add note to driver' })).toBeFocused();
});

test('on a phone the header, menu and dashboard tabs are touch targets of at least 24 px, and the tabs fit one line', async ({
  page,
}) => {
  await page.goto('/booking.html');
  const header = page.locator('header').first();
  await expectTargetsAtLeast24px(header.locator('a, button'), 'header');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectTargetsAtLeast24px(menu.locator('a, button'), 'menu');
  await menu.getByRole('button', { name: 'Close' }).click();
  await expect(menu).toBeHidden();

  await page.goto('/dashboard.html');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('amelia@example.com');
  await form.getByLabel(/^Password/).fill('Demo1234');
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expectTargetsAtLeast24px(tabs, 'dashboard tabs');
  const tops = await tabs.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size, `tabs on one line (tops ${tops.join(', ')})`).toBe(1);
  await expectNoSeriousA11yViolations(page, 'dashboard on a phone');
});

test('changing page moves focus to the new page heading', async ({ page }) => {
  await openBooking(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions of Use' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header links are touch targets of at least 24 px', async ({ page }) => {
    await page.goto('/booking.html');
    await expectTargetsAtLeast24px(page.locator('header').first().locator('a, button'), 'header');
    await expectNoSeriousA11yViolations(page, 'booking page at 1280 px');
  });
});
