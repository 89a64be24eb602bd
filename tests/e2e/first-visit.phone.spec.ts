import { expect, test, type Page } from '@playwright/test';

/**
 * A first visitor on a phone (the first-visit rule, issue 27): Lighthouse's mobile profile, with a cold cache (a new
 * browser context per test): the CPU four times slower, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
 */
async function asPhoneOnMobileNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
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
