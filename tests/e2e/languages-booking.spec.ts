import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { startApiServer, type ApiServer } from './servers';

/**
 * Issue 34 (Done when): a guest books a transfer in French and in Arabic on a phone, from the addresses to the
 * confirmation, each step free of serious accessibility problems and in the page's language. The operator copy offers
 * all seven languages and takes cash by default, so the booking needs no card; the addresses need no flight.
 * Elements are found by their roles and the names the catalogs give them, never by English text.
 */
type Catalog = Record<string, string>;
const catalog = (locale: string): Catalog =>
  Object.assign(
    {},
    ...['common', 'design', 'templates', 'booking'].map(
      (namespace) =>
        JSON.parse(readFileSync(path.resolve(`src/i18n/locales/${locale}/${namespace}.json`), 'utf8')) as Catalog,
    ),
  );

let dir: string;
let server: ApiServer | undefined;
let baseUrl: string;

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), 'languages-booking-'));
  const operator = JSON.parse(await readFile(path.resolve('server/seed/operator.json'), 'utf8')) as {
    configuration: Record<string, unknown>;
  };
  operator.configuration.languages = ['en-GB', 'fr', 'de', 'es', 'it', 'pl', 'ar'];
  operator.configuration.defaultpaymentmethod = 'cash';
  await writeFile(path.join(dir, 'operator.json'), JSON.stringify(operator));
  server = await startApiServer({ operatorConfig: path.join(dir, 'operator.json'), dataDir: path.join(dir, 'db') });
  baseUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** A label as the field shows it: its title, then perhaps the required mark. */
const startsWith = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A place chosen with the keyboard: type, the first suggestion, Enter. */
async function choosePlace(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  await box.pressSequentially(text, { delay: 30 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).not.toHaveValue(text);
}

const cases = [
  { locale: 'fr', dir: 'ltr', guest: { firstName: 'Amélie', lastName: 'Durand', email: 'amelie@example.com' } },
  { locale: 'ar', dir: 'rtl', guest: { firstName: 'ليلى', lastName: 'حداد', email: 'layla@example.com' } },
] as const;

for (const { locale, dir: direction, guest } of cases) {
  test(`a guest books a transfer in ${locale === 'fr' ? 'French' : 'Arabic'} on a phone`, async ({ page, request }) => {
    const t = catalog(locale);
    const url = `${baseUrl}/booking.html?lang=${locale}`;

    // The first response, before any script, is already in the language and its direction.
    const first = await (await request.get(url)).text();
    expect(first).toMatch(new RegExp(`<html[^>]*\\blang="${locale}"`));
    expect(first).toMatch(new RegExp(`<html[^>]*\\bdir="${direction}"`));

    await page.goto(url);
    await page.mouse.move(100, 100);
    await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', direction);

    // The journey.
    await choosePlace(page, t['booking.field.pickUp'], 'Kings Cross');
    await choosePlace(page, t['booking.field.dropOff'], 'Tower Bridge');
    const fare = page.getByTestId('fare');
    await expect(fare).toBeVisible();
    // The fare in the locale's format with the currency's narrow symbol: "25,00 £" in French; never the English "£25.00".
    if (locale === 'fr') await expect(fare).toHaveText(/^\d+,\d\d\s£$/);
    else await expect(fare).not.toHaveText(/^£\d+\.\d\d$/);
    await expect(page.getByText(t['booking.time.returnJourney'])).toBeVisible();
    await expect(page.getByText(t['booking.time.oneWay'], { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the journey in ${locale}`);
    await page.getByRole('button', { name: t['templates.button.next'] }).click();

    // The vehicle: its capacity says passengers in the language.
    const vehicles = page.getByRole('radiogroup', { name: t['booking.field.vehicle'] });
    await expect(vehicles).toBeVisible();
    await expect(page.getByRole('group', { name: t['booking.extra.legend'] })).toBeVisible();
    await vehicles.locator('label').filter({ hasText: 'Saloon' }).click();
    await expect(page.getByRole('radio', { name: /Saloon/ })).toBeChecked();
    await expect(page.getByTestId('vehicle-capacity').first()).toContainText(
      locale === 'fr' ? 'passagers' : /راكب|ركاب/,
    );
    await expectNoSeriousA11yViolations(page, `the vehicles in ${locale}`);
    await page.getByRole('button', { name: t['templates.button.next'] }).click();

    // The customer's details: the contact dialog in the language.
    await expect(page.getByRole('heading', { name: t['booking.customer.heading'] })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the details in ${locale}`);
    const addPassenger = t['booking.customer.personAction'].match(
      /other \{\{who, select, customer \{[^}]*\} other \{([^}]*)\}/,
    )![1];
    await page.getByRole('button', { name: addPassenger }).click();
    const contact = page.getByRole('dialog');
    await expect(contact.getByRole('heading', { name: t['booking.customer.mainPassenger'] })).toBeVisible();
    await contact.getByLabel(startsWith(t['booking.contact.firstName'])).fill(guest.firstName);
    await contact.getByLabel(startsWith(t['booking.contact.lastName'])).fill(guest.lastName);
    await contact.getByLabel(startsWith(t['booking.contact.email'])).fill(guest.email);
    await contact.getByRole('textbox', { name: new RegExp(t['booking.contact.phone']) }).fill('7911123456');
    await expectNoSeriousA11yViolations(page, `the contact dialog in ${locale}`);
    await contact.getByRole('button', { name: t['design.dialog.save'] }).click();
    await expect(contact).toBeHidden();
    await expect(page.getByText(`${guest.firstName} ${guest.lastName}`)).toBeVisible();
    await page.getByRole('button', { name: t['templates.button.next'] }).click();

    // Payment by cash (the operator's default): the booking is made and confirmed in the same language.
    const book = page.locator('form:has([data-testid="payment-amount"]) button[type="submit"]');
    await expect(book).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the payment step in ${locale}`);
    await book.click();
    await expect(page).toHaveURL(/\/confirmed\/[\w-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await expect(page.getByRole('banner').getByRole('button', { name: t['common.header.openMenu'] })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the confirmation in ${locale}`);
  });
}
