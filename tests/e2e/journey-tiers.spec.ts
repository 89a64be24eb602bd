import { expect, test } from '@playwright/test';
import { choosePlace } from './helpers';

/**
 * Issue 28 #10, the price tiers (docs/decisions-journey.md, "Price tiers"): the wizard offers them as inlinex and
 * gateway do, once the vehicle is chosen, as the design system's radio cards (a radio group named "Price option",
 * like the payment's), and choosing one prices the booking with it.
 */
test('the wizard offers the price tiers as radio cards, and a tier chosen is the fare', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/booking.html?template=wizard');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-template="wizard"][data-booking-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Paddington');
  await expect(page.getByTestId('fare').first()).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const tiers = page.getByRole('radiogroup', { name: 'Price option' });
  await expect(tiers.getByRole('radio')).toHaveCount(3);
  const standard = tiers.getByRole('radio', { name: /^Standard/ });
  await expect(standard).toBeChecked();
  const premiumCard = page.getByTestId('price-tier-2');
  await expect(premiumCard).toContainText(/^Premium£\d+\.\d\d$/);
  const premiumFare = (await premiumCard.innerText()).match(/£\d+\.\d\d/)![0];
  await standard.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tiers.getByRole('radio', { name: /^Premium/ })).toBeChecked();
  await expect(page.getByTestId('fare').first()).toHaveText(premiumFare);
});
