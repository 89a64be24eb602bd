import { expect, test, type Page } from '@playwright/test';
import { choosePlace } from './helpers';

/**
 * Issue 29, item 10: the storage rules of the storage rule (rules: storage) proved in the browser. The booking in progress is kept in session
 * storage (this tab only, gone with it), never in local storage; a reload keeps it; another tab starts empty.
 */

test.describe.configure({ timeout: 90_000 });

async function openBooking(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
}

test('the booking in progress lives in this tab only: session storage, kept on reload, not in a new tab', async ({
  page,
  context,
}) => {
  await openBooking(page);
  const pickUp = await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  const chosen = await pickUp.inputValue();

  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('tb:booking'),
    local: localStorage.getItem('tb:booking'),
  }));
  expect(stored.session).toContain('Heathrow');
  expect(stored.local).toBeNull();

  await page.reload();
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue(chosen);

  // A second tab of the same browser shares local storage but not session storage: it starts a booking of its own.
  const other = await context.newPage();
  await openBooking(other);
  await expect(other.getByRole('combobox', { name: 'Pick-up', exact: true })).toHaveValue('');
  await other.close();
});
