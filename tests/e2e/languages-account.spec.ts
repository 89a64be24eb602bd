import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { serveAllLanguages } from './languagesServer';

/**
 * Issue 34: a customer's account in their language. A demo customer signs in with `?lang=fr` and reads the sign-in
 * dialog, the profile and a booking's detail in French; the same detail in Arabic reads right to left, axe clean.
 * Elements are found by the names the catalogs give them, never by English text.
 */
type Catalog = Record<string, string>;
const catalog = (locale: string): Catalog =>
  Object.assign(
    {},
    ...['common', 'design', 'account'].map(
      (namespace) =>
        JSON.parse(readFileSync(path.resolve(`src/i18n/locales/${locale}/${namespace}.json`), 'utf8')) as Catalog,
    ),
  );
const fr = catalog('fr');
const ar = catalog('ar');

const server = serveAllLanguages('languages-account');
test.describe.configure({ timeout: 180_000 });

test('a customer signs in in French, reads the profile and a booking in French, then the booking in Arabic, right to left', async ({
  page,
}) => {
  await page.goto(`${server().url}/profile.html?lang=fr`);
  await page.getByRole('main').getByRole('button', { name: fr['common.account.signIn'] }).click();
  await expect(page.getByRole('heading', { name: fr['account.signIn.signInTitle'] })).toBeVisible();
  await expect(page.getByRole('tab', { name: fr['account.signIn.signUpUpper'] })).toBeVisible();
  const form = page.getByRole('form', { name: fr['account.signIn.signInTitle'] });
  await form.getByRole('button', { name: fr['account.signIn.signInUpper'] }).click();
  await expect(form.getByText('Le champ « E-mail » est obligatoire').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'French sign-in dialog');
  await form.getByLabel(fr['account.field.email']).fill('amelia@example.com');
  await form.getByLabel(new RegExp(`^${fr['account.field.password']}`)).fill('Demo1234');
  await form.getByRole('button', { name: fr['account.signIn.signInUpper'] }).click();
  await expect(page.getByRole('button', { name: 'Menu du compte de Amelia' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByText(fr['account.profile.name'], { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: fr['account.profile.update'] })).toBeVisible();
  await expect(main.getByRole('link', { name: fr['account.profile.myPlaces'] })).toBeVisible();

  await page.goto(`${server().url}/bookinghistory.html?lang=fr`);
  await page.getByRole('tab', { name: fr['account.tabs.upcoming'] }).click();
  await page.getByTestId('booking-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/bookingdetail\/\d+/);
  const reference = /\/bookingdetail\/(\d+)/.exec(page.url())![1];
  await expect(main.getByRole('heading', { level: 2, name: `Réservation ${reference}` })).toBeVisible();
  await expect(main.getByText(fr['account.detail.pickupTime'], { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: fr['account.detail.cancel'] })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'French booking detail');

  await page.goto(`${server().url}/bookingdetail/${reference}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(main.getByRole('heading', { level: 2, name: `الحجز ${reference}` })).toBeVisible();
  const label = main.getByText(ar['account.detail.pickupTime'], { exact: true });
  await expect(label).toBeVisible();
  // Right to left: a row's label stands at the right of its value.
  const labelBox = await label.boundingBox();
  const value = await main.getByText(ar['account.detail.vehicle'], { exact: true }).boundingBox();
  expect(labelBox!.x).toBeGreaterThan(300);
  expect(value).not.toBeNull();
  await expect(main.getByRole('button', { name: ar['account.detail.repeat'] })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Arabic booking detail');
});
