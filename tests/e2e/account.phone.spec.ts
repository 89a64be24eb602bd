import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

/** Issue 4 on a phone 390 px wide: every account page fits the screen (nothing wider than it) and passes axe. */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

async function fitsTheScreen(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, `${what} on a phone`);
}

test('on a phone the sign-in dialog and every account page fit the screen and pass axe', async ({ page }) => {
  await page.goto('/profile.html');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form).toBeVisible();
  await fitsTheScreen(page, 'sign-in dialog');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await expect(page.getByRole('form', { name: 'Sign up' }).getByRole('combobox').first()).toBeVisible();
  await fitsTheScreen(page, 'sign-up dialog');
  await page.getByRole('tab', { name: 'SIGN IN' }).click();
  await form.getByLabel('Email').fill('amelia@example.com');
  await form.getByLabel(/^Password/).fill('Demo1234');
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('amelia@example.com')).toBeVisible();
  await fitsTheScreen(page, 'profile');

  await page.goto('/dashboard.html');
  await expect(page.getByTestId('next-trip-countdown')).toBeVisible();
  await fitsTheScreen(page, 'dashboard');

  await page.goto('/bookinghistory.html');
  await page.getByRole('tab', { name: 'In progress' }).click();
  await page
    .getByTestId('booking-row')
    .first()
    .getByRole('link', { name: /View booking/ })
    .click();
  await expect(page.getByTestId('booking-status')).toBeVisible();
  await expect(page.getByTestId('map-booking-detail')).toBeVisible();
  await fitsTheScreen(page, 'booking detail');

  await page.goto('/addressbook.html');
  await expect(page.getByTestId('place-home')).toBeVisible();
  await fitsTheScreen(page, 'address book');

  await page.goto('/changepassword.html');
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await fitsTheScreen(page, 'change password');

  await page.goto('/bookinghistory.html');
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  const unpaid = page.getByTestId('booking-row').filter({ hasText: 'Gatwick Airport North Terminal' }).first();
  await unpaid.getByRole('link', { name: /View booking/ }).click();
  const reference = page.url().split('/').pop();
  await page.goto(`/payment.html?jobpartid=${reference}`);
  await expect(
    page
      .getByRole('heading', { level: 2, name: `Booking ${reference}` })
      .or(page.getByText('This booking is already paid.')),
  ).toBeVisible();
  await fitsTheScreen(page, 'payment');
});
