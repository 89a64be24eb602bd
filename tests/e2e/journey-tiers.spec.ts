import { expect, test } from '@playwright/test';
import { choosePlace } from './helpers';

/**
 * Issue 28 #10, the vehicles and the price tiers (docs/decisions-journey.md, "Price tiers" and "The vehicles"): both
 * are the design system's radio cards (radio groups named "Vehicle" and "Price option", like the payment's). A
 * vehicle's radio is named by the vehicle and described by its capacity and fare; the arrow keys move the choice and
 * a tap on a card makes it. The wizard offers the tiers as inlinex and gateway do, once the vehicle is chosen, and
 * choosing one prices the booking with it.
 */
test('the wizard offers the vehicles and the price tiers as radio cards, and the choice is the fare', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/booking.html?template=wizard');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-template="wizard"][data-booking-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Paddington');
  await expect(page.getByTestId('fare').first()).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
  await expect(vehicles.getByRole('radio')).toHaveCount(5);
  const saloon = vehicles.getByRole('radio', { name: 'Saloon', exact: true });
  await expect(saloon).toBeChecked();
  await expect(saloon).toHaveAccessibleDescription(/^4 passengers · 2 luggage · 2 hand bags £\d+\.\d\d$/);
  await saloon.focus();
  await page.keyboard.press('ArrowDown');
  const executive = vehicles.getByRole('radio', { name: 'Executive', exact: true });
  await expect(executive).toBeChecked();
  await expect(executive).toBeFocused();
  const executiveFare = await page.getByTestId('vehicle-fare-2').innerText();
  await expect(page.getByTestId('fare').first()).toHaveText(executiveFare);
  // A tap anywhere on the card, here its picture, chooses it.
  await vehicles.locator('label').filter({ hasText: 'Saloon' }).locator('img').click();
  await expect(saloon).toBeChecked();

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
