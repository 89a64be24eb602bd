import { expect, test, type Page } from '@playwright/test';
import { choosePlace } from './helpers';

/**
 * Issue 29, item 2: the server clock rule (the operator configuration rule (rules: configuration) servertime). A device whose clock is ten minutes slow still
 * gets the earliest pick-up time by the operator's clock: the demo operator's lead time is 60 minutes.
 */

test.describe.configure({ timeout: 90_000 });

async function openBooking(page: Page) {
  await page.goto('/booking.html');
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
}

/** "HH:mm" in London of a moment given in ms. */
const londonClock = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(ms);

test("a browser clock ten minutes slow still gets the earliest pick-up time by the server's clock", async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - 10 * 60_000 });
  await openBooking(page);
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);

  // The runner's clock is the server's (one machine): ASAP is now plus the 60-minute lead time by that clock, rounded
  // up to the next minute; the minute may also turn over while the page reads it.
  const before = Date.now();
  const asap = await page.getByTestId('asap-time').textContent();
  const expected = [60, 61, 62].map((minutes) => londonClock(before + minutes * 60_000));
  // After 23:00 in London the time is tomorrow's and the notice gives its date before it ("about Sat 28 Nov 2026, 00:12").
  const names = (clock: string) => new RegExp(`about (\\w{3} \\d{1,2} \\w{3} \\d{4}, )?${clock}`).test(asap ?? '');
  expect(expected.some(names), `${asap} names ${expected.join(' or ')}`).toBe(true);
  expect(names(londonClock(before + 50 * 60_000))).toBe(false);

  // "In 60 minutes" sets a time the server accepts: the fare stays and no time warning shows.
  await page.getByRole('button', { name: /Pick-up time/ }).click();
  await page.getByRole('button', { name: 'In 60 minutes' }).click();
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  await expect(page.getByTestId('fare-time-warning')).toHaveCount(0);
});
