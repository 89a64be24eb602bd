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
  const brand = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  await brand.fill('#4fb67f');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toContainText('White text on the brand colour (#4fb67f) has a contrast of');
  await page.getByRole('button', { name: /^Use #/ }).click();
  const readable = await brand.inputValue();
  expect(readable).not.toBe('#4fb67f');

  // The draft restyles both preview frames before anything is saved...
  await page.getByRole('combobox', { name: 'Template' }).selectOption('inline');
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
  await expect(page.getByRole('textbox', { name: 'Brand colour', exact: true })).toHaveValue('#2c4890');
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
