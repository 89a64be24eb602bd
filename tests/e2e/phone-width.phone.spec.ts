import { expect, test, type Page } from '@playwright/test';
import { choosePlace } from './helpers';

/**
 * Issue 29, item 10: the phone-width rule of the shell rule (rules: shell) proved in the browser. At 567 px wide or less the wizard's step 1
 * (the journey) scrolls inside its panel, at most 70% of the screen tall; at 568 px it is the page that scrolls.
 * Step 2 (the vehicle) never scrolls inside itself.
 */

test.describe.configure({ timeout: 90_000 });

async function openBooking(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
}

const panelStyle = (page: Page, name: RegExp) =>
  page.getByRole('region', { name }).evaluate((panel) => {
    const style = getComputedStyle(panel);
    return { overflowY: style.overflowY, maxHeight: style.maxHeight };
  });

test('at 567 px step 1 scrolls inside a panel at most 70% of the screen tall; at 568 px it does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 567, height: 800 });
  await openBooking(page);
  expect(await panelStyle(page, /^Step 1 of \d+/)).toEqual({ overflowY: 'auto', maxHeight: '560px' });

  await page.setViewportSize({ width: 568, height: 800 });
  expect(await panelStyle(page, /^Step 1 of \d+/)).toEqual({ overflowY: 'visible', maxHeight: 'none' });

  await page.setViewportSize({ width: 390, height: 800 });
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await panelStyle(page, /^Step 2 of \d+/)).toEqual({ overflowY: 'visible', maxHeight: 'none' });
});
