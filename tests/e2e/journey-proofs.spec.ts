import { expect, test } from '@playwright/test';
import { signInByApi } from './apiBooking';
import { seedBookingAtStep } from './seedBooking';

/**
 * Issue 29 #10, proved in Chromium against the real server: the booker's Customer and Main Passenger tabs (the
 * hidden-tab rule, docs/decisions-journey.md). The card popup in inlinex and list and the sign-in chain per template
 * (with the 360 variant in list) are proved by templates.spec.ts and journey-layout.spec.ts (docs/decisions-journey.md,
 * "Proofs").
 */
test("the booker's Save names the field on the hidden Main Passenger tab, and its link opens the tab at the field", async ({
  page,
}) => {
  await signInByApi(page, 'priya@example.com');
  await seedBookingAtStep(page, 'customer');
  await page.goto('/booking.html?template=wizard');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-template="wizard"][data-booking-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await page
    .getByTestId('customer-step')
    .getByRole('button', { name: /customer details/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Contact details' });
  await expect(dialog.getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel(/^Customer first name/).fill('Zoe');
  await dialog.getByRole('textbox', { name: /^Customer phone/ }).fill('2079460222');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const summary = dialog.getByTestId('error-summary');
  const link = summary.getByRole('link', { name: 'First name is required on the Main Passenger tab' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(dialog.getByRole('tab', { name: 'Main Passenger' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: /^First name/ })).toBeFocused();
});
