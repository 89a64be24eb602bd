import { expect, test, type Page } from '@playwright/test';
import { applyPhoneProfile } from '../../scripts/phone-profile.mjs';

/** A first visitor on a phone (the first-visit rule): Lighthouse's mobile profile, cold cache (a new context a test). */
async function asPhoneOnMobileNetwork(page: Page) {
  await applyPhoneProfile(await page.context().newCDPSession(page));
}

/** Whether React has taken over an element of the server's page (its props are attached once hydrated). */
const isHydrated = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);

test('on a template preview, what a person types in the first second is kept, and the template never swaps', async ({
  page,
}) => {
  await asPhoneOnMobileNetwork(page);
  await page.goto('/booking.html?template=inline', { waitUntil: 'commit' });
  const pickUp = page.getByRole('combobox', { name: 'Pick-up' });
  await expect(page.locator('[data-template="inline"]')).toBeVisible({ timeout: 15_000 });
  await pickUp.click();
  await pickUp.pressSequentially('Kings Cross', { delay: 40 });
  await expect.poll(() => isHydrated(page, '[data-template="inline"] input'), { timeout: 15_000 }).toBe(true);
  await expect(pickUp).toHaveValue('Kings Cross');
  await expect(page.locator('[data-template]')).toHaveAttribute('data-template', 'inline');
  await expect(page.getByRole('listbox', { name: 'Pick-up suggestions' }).getByRole('option').first()).toBeVisible();
});
