import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { startApiServer, type ApiServer } from './servers';

/**
 * Issue 31, the operator console: the demo operator rebrands and re-templates the site with a live preview, publishes
 * it to customers with no restart, meets another tab's save as a conflict, and undoes. Every write goes to a server
 * of this spec's own (on a copy of the demo operator's file), so the shared e2e server's document never changes.
 */
let dir: string;
let server: ApiServer | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), 'console-'));
  const operatorFile = path.join(dir, 'operator.json');
  await copyFile(path.resolve('server/seed/operator.json'), operatorFile);
  server = await startApiServer({ operatorConfig: operatorFile, dataDir: path.join(dir, 'db') });
  baseUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

async function signInToConsole(page: Page) {
  await page.goto(`${baseUrl}/operator`);
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill('operator@example.com');
  await form.getByLabel('Password').fill('Demo1234');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/^Published version \d+/)).toBeVisible({ timeout: 20_000 });
}

const brandIn = (page: Page, frame: 'phone' | 'desktop') =>
  page
    .frameLocator(`iframe[data-preview="${frame}"]`)
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--chakra-colors-brand-600').trim());

/** The booking page as a new customer gets it from the server: its HTML, before any script. */
const customerPage = async (request: import('@playwright/test').APIRequestContext) =>
  (await request.get(`${baseUrl}/booking.html`)).text();

test('the operator changes brand and template, previews them, publishes them to customers with no restart, and undoes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  await expect(page.getByText('Published version 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the operator console');
  await expect.poll(() => brandIn(page, 'desktop'), { timeout: 20_000 }).toBe('#2c4890');

  // A colour white text cannot be read on is named, with the nearest readable one offered.
  const brand = page
    .getByRole('group', { name: 'Brand', exact: true })
    .getByRole('textbox', { name: 'Brand colour', exact: true });
  await brand.fill('#4fb67f');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toContainText('White text on the brand colour (#4fb67f) has a contrast of');
  await page.getByRole('button', { name: /^Use #/ }).click();
  const readable = await brand.inputValue();
  expect(readable).not.toBe('#4fb67f');

  // The draft restyles both preview frames before anything is saved...
  await page.getByRole('group', { name: 'Layout' }).getByRole('combobox', { name: 'Template' }).selectOption('inline');
  for (const frame of ['phone', 'desktop'] as const) {
    await expect.poll(() => brandIn(page, frame), { timeout: 10_000 }).toBe(readable);
  }
  const desktop = page.frameLocator('iframe[data-preview="desktop"]');
  await expect(desktop.locator('[data-template="inline"]')).toBeVisible({ timeout: 20_000 });
  // Any licence's site: the VENUE licence's own template over the draft.
  await page.getByRole('combobox', { name: 'Preview as' }).selectOption('VENUE');
  await expect(desktop.locator('[data-template="gateway"]')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Preview as' }).selectOption('');
  await expect(desktop.locator('[data-template="inline"]')).toBeVisible({ timeout: 20_000 });
  // ...and no customer sees it.
  expect(await customerPage(request)).toContain('data-template="wizard"');

  // A switch: no pet options.
  const pets = page.getByRole('checkbox', { name: 'Offer pet options' });
  await expect(pets).toBeChecked();
  await page.getByText('Offer pet options').click();
  await expect(pets).not.toBeChecked();

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published as version 2' })).toBeVisible();
  await expect
    .poll(
      async () => ((await (await request.get(`${baseUrl}/api/configuration`)).json()) as { showpet: boolean }).showpet,
      {
        timeout: 10_000,
      },
    )
    .toBe(false);

  // A customer's next booking page carries the new brand and template, from the same running server.
  await expect
    .poll(
      async () => {
        const html = await customerPage(request);
        return html.includes('data-template="inline"') && html.includes(readable);
      },
      { timeout: 10_000 },
    )
    .toBe(true);

  await page.getByRole('button', { name: 'Undo last publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Version 1 is published again' })).toBeVisible();
  await expect(brand).toHaveValue('#2c4890');
  await expect
    .poll(async () => (await customerPage(request)).includes('data-template="wizard"'), { timeout: 10_000 })
    .toBe(true);
});

test('a save from a second tab on an older version is shown as a conflict, and its changes are kept', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  await signInToConsole(first);
  const second = await context.newPage();
  await second.goto(`${baseUrl}/operator`);
  await expect(second.getByText(/^Published version \d+/)).toBeVisible({ timeout: 20_000 });

  await first.getByRole('textbox', { name: 'Tagline' }).fill('Faster to the airport');
  await first.getByRole('button', { name: 'Save and publish' }).click();
  await expect(first.getByRole('alert').filter({ hasText: 'Published as version' })).toBeVisible();

  const tagline = second.getByRole('textbox', { name: 'Tagline' });
  await tagline.fill('Kinder to the planet');
  await second.getByRole('button', { name: 'Save and publish' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'Someone else published first' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Your changes are kept here');
  await expect(tagline).toHaveValue('Kinder to the planet');

  await conflict.getByRole('button', { name: 'Keep my changes' }).click();
  await second.getByRole('button', { name: 'Save and publish' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Published as version' })).toBeVisible();
});

test('the console works at 390 px: no sideways scrolling, every control reachable, axe clean', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: 'Save and publish' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page, 'the operator console at 390 px');
});

const previewTemplate = (page: Page, template: string) =>
  page.frameLocator('iframe[data-preview="desktop"]').locator(`[data-template="${template}"]`);

test("the operator edits a client licence's colour and template, previews them unsaved, saves, and the client's site shows them", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToConsole(page);
  const hotel = page.getByRole('region', { name: 'Licence HOTEL' });
  await page.getByRole('combobox', { name: 'Preview as' }).selectOption('HOTEL');
  await expect(previewTemplate(page, 'inlinex')).toBeVisible({ timeout: 20_000 });

  // A colour white text cannot be read on is refused GOV.UK style, with the nearest readable one offered.
  const colour = hotel.getByRole('textbox', { name: 'Brand colour', exact: true });
  await colour.fill('#7dd3fc');
  await hotel.getByRole('button', { name: 'Save licence HOTEL' }).click();
  await expect(hotel.getByRole('group', { name: 'There is a problem' })).toContainText(
    'White text on the brand colour (#7dd3fc) has a contrast of',
  );
  await expectNoSeriousA11yViolations(page, 'a licence with a problem');
  await colour.fill('#1d4ed8');
  await hotel.getByRole('combobox', { name: 'Template' }).selectOption('list');

  // The preview as HOTEL follows the unsaved licence...
  await expect(previewTemplate(page, 'list')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => brandIn(page, 'desktop'), { timeout: 10_000 }).toBe('#1d4ed8');

  // ...the client's site does not, until Save.
  const hotelSite = `${baseUrl.replace('127.0.0.1', 'localhost')}/demo/hotel.html`;
  const client = await context.newPage();
  await client.goto(hotelSite);
  const clientFrame = client.frameLocator('#inline-booking iframe');
  await expect(clientFrame.locator('[data-template="inlinex"]')).toBeVisible({ timeout: 20_000 });

  await hotel.getByRole('button', { name: 'Save licence HOTEL' }).click();
  await expect(hotel.getByRole('status').filter({ hasText: 'Licence HOTEL saved' })).toBeVisible();
  await client.reload();
  await expect(clientFrame.locator('[data-template="list"]')).toBeVisible({ timeout: 20_000 });
  const clientBrand = await clientFrame
    .locator('html')
    .evaluate((html) => getComputedStyle(html).getPropertyValue('--chakra-colors-brand-600').trim());
  expect(clientBrand.toLowerCase()).toBe('#1d4ed8');

  // The snippet its site pastes, copied with a visible status.
  await hotel.getByRole('button', { name: 'Copy the snippet for HOTEL' }).click();
  await expect(hotel.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('data-trackingcode="HOTEL"');

  // Put the licence back as the other tests expect it.
  await colour.fill('');
  await hotel.getByRole('combobox', { name: 'Template' }).selectOption('inlinex');
  await hotel.getByRole('button', { name: 'Save licence HOTEL' }).click();
  await expect(hotel.getByRole('status').filter({ hasText: 'Licence HOTEL saved' })).toBeVisible();
});

test('the operator adds a client site, and withdraws it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page);
  await page.getByRole('button', { name: 'Add a client site' }).click();
  const added = page.getByRole('region', { name: 'Licence (new)' });
  await expect(added.getByRole('textbox', { name: 'Tracking code' })).toBeFocused();
  await page.keyboard.type('inn1');
  const inn = page.getByRole('region', { name: 'Licence INN1' });
  await inn.getByRole('button', { name: 'Save licence' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toContainText('Enter the domains of the client’s site, like hotel.example');
  await summary.getByRole('link', { name: /Enter the domains/ }).click();
  await expect(inn.getByRole('textbox', { name: 'Domains' })).toBeFocused();
  await page.keyboard.type('inn.example');
  await inn.getByRole('button', { name: 'Save licence' }).click();
  await expect(inn.getByRole('heading', { name: 'Licence INN1' })).toBeVisible();
  await inn.getByRole('button', { name: 'Withdraw licence INN1' }).click();
  await expect(inn.getByRole('heading', { name: 'Licence INN1 (withdrawn)' })).toBeVisible();
});

test("the operator adds an FAQ entry by keyboard, publishes it, and a customer's page shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  const faq = page.getByRole('group', { name: 'Booking FAQ' });
  await faq.getByRole('button', { name: 'Add a question' }).click();
  const count = await faq.getByRole('textbox', { name: /^Question \d+, question$/ }).count();
  const newest = faq.getByRole('textbox', { name: `Question ${count}, question` });
  await expect(newest).toBeFocused();
  await page.keyboard.type('Can I bring my surfboard?');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Yes, in an Estate or an MPV.');
  // Moved to the top with the keyboard: the focus stays on the item moved.
  for (let i = count; i > 1; i -= 1) {
    await faq.getByRole('button', { name: `Move up, Question ${i}` }).focus();
    await page.keyboard.press('Enter');
  }
  await expect(faq.getByRole('textbox', { name: 'Question 1, question' })).toHaveValue('Can I bring my surfboard?');
  await expect(faq.getByRole('button', { name: 'Move down, Question 1' })).toBeFocused();

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published as version' })).toBeVisible();
  await expect
    .poll(
      async () => (await (await request.get(`${baseUrl}/booking.html`)).text()).includes('Can I bring my surfboard?'),
      {
        timeout: 10_000,
      },
    )
    .toBe(true);
  const customer = await page.context().newPage();
  await customer.goto(`${baseUrl}/booking.html#faq`);
  await expect(customer.getByRole('heading', { name: 'Can I bring my surfboard?' })).toBeVisible();

  // Restore: the entry removed and published again.
  await faq.getByRole('button', { name: 'Remove, Question 1' }).click();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published as version' })).toBeVisible();
});

test('a script in the privacy notice is refused beside its field, named in the summary', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page);
  const notice = page.getByRole('textbox', { name: 'Privacy Notice' });
  await notice.fill('<p>Ours</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toContainText('Privacy Notice may use only the tags');
  await summary.getByRole('link', { name: /Privacy Notice may use only/ }).click();
  await expect(notice).toBeFocused();
  await page.getByRole('button', { name: 'Discard changes' }).click();
});

test('the new sections work at 390 px, axe clean, no sideways scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToConsole(page);
  for (const name of [
    'Timing and counts',
    'Map, search and public keys',
    'Booking FAQ',
    'Why Us',
    'Social links',
    'Legal pages',
  ]) {
    await page.getByRole('group', { name }).scrollIntoViewIfNeeded();
  }
  await page.getByRole('region', { name: 'Licence HOTEL' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Add a client site' }).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'the console with every section at 390 px');
});
