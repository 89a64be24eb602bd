import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { startApiServer, type ApiServer } from './servers';

/**
 * Issue 34, the operator's own wording: the demo operator enables French in the console, words one booking-page
 * message their own way in French, sees it in the preview before saving, and a customer reads it on
 * booking.html?lang=fr once it is published. On a server of this spec's own: a copy of the demo operator's file that
 * offers English alone (the demo offers all seven), so the operator has French to enable.
 */
let dir: string;
let server: ApiServer | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.join(tmpdir(), 'console-languages-'));
  const operatorFile = path.join(dir, 'operator.json');
  const operator = JSON.parse(await readFile(path.resolve('server/seed/operator.json'), 'utf8')) as {
    configuration: Record<string, unknown>;
  };
  delete operator.configuration.languages;
  await writeFile(operatorFile, JSON.stringify(operator));
  server = await startApiServer({ operatorConfig: operatorFile, dataDir: path.join(dir, 'db') });
  baseUrl = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('the operator enables French, words a booking-page message in French, previews it and publishes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${baseUrl}/operator`);
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByLabel('Email').fill('operator@example.com');
  await form.getByLabel('Password').fill('Demo1234');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/^Published version \d+/)).toBeVisible({ timeout: 20_000 });

  const languages = page.getByRole('group', { name: 'Languages', exact: true });
  await languages.locator('label').getByText('French', { exact: true }).click();
  await expect(languages.getByRole('checkbox', { name: 'French' })).toBeChecked();
  await languages.getByRole('combobox', { name: 'Language of the wording you edit' }).selectOption('fr');
  await languages.getByRole('textbox', { name: 'Search messages' }).fill('templates.heading.quoteAndBook');
  const own = languages.getByRole('textbox', { name: 'Your wording for templates.heading.quoteAndBook' });
  await expect(languages.getByText('Shipped translation: Devis et réservation')).toBeVisible({ timeout: 20_000 });

  // A mistake is named beside the field, in the summary, and nothing is published.
  await own.fill('Votre devis {prix}');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  const problem = 'The French wording of templates.heading.quoteAndBook must use the placeholders (none)';
  await expect(page.getByRole('group', { name: 'There is a problem' })).toContainText(problem);
  await expect(languages.getByText(problem)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the console with a message override refused');

  await own.fill('Votre prix en un instant');
  // The preview speaks French with the draft's wording before anything is saved.
  const desktop = page.frameLocator('iframe[data-preview="desktop"]');
  await expect(desktop.locator('html')).toHaveAttribute('lang', 'fr', { timeout: 20_000 });
  await expect(desktop.getByText('Votre prix en un instant').first()).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(/^Published as version \d+/)).toBeVisible();

  // A customer (no operator session) reads it in French, and the English page keeps its words.
  const customer = await browser.newContext();
  try {
    const booking = await customer.newPage();
    await expect
      .poll(
        async () => {
          await booking.goto(`${baseUrl}/booking.html?lang=fr`);
          return booking.getByText('Votre prix en un instant').first().isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(booking.locator('html')).toHaveAttribute('lang', 'fr');
    await booking.goto(`${baseUrl}/booking.html?lang=en-GB`);
    await expect(booking.getByRole('heading', { name: 'Quote and Book' })).toBeVisible({ timeout: 20_000 });
    await expect(booking.getByText('Votre prix en un instant')).toHaveCount(0);
  } finally {
    await customer.close();
  }
});

for (const [lang, signIn, save] of [
  ['ar', 'تسجيل الدخول', 'حفظ ونشر'],
  ['fr', 'Se connecter', 'Enregistrer et publier'],
] as const) {
  test(`the console speaks ${lang} to the operator, axe clean at phone and desktop width`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/operator?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const form = page.locator('form');
        await form.locator('#op-signin-email').fill('operator@example.com');
        await form.locator('#op-signin-password').fill('Demo1234');
        await form.getByRole('button', { name: signIn }).click();
        await expect(page.getByRole('button', { name: save })).toBeVisible({ timeout: 20_000 });
        await page.screenshot({ path: test.info().outputPath(`console-${lang}-${width}.png`), fullPage: false });
        await expectNoSeriousA11yViolations(page, `the console in ${lang} at ${width} px`);
      } finally {
        await context.close();
      }
    }
  });
}

test('the console’s form speaks Arabic right to left, its colour box left to right, axe clean', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/operator?lang=ar`);
  const form = page.locator('form');
  await form.locator('#op-signin-email').fill('operator@example.com');
  await form.locator('#op-signin-password').fill('Demo1234');
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const brand = page.getByRole('group', { name: 'العلامة التجارية', exact: true });
  await expect(brand).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'الأوقات والأعداد' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'عدد دقائق صلاحية عرض السعر' })).toBeVisible();
  // The section's label reads right to left; the colour typed in its box reads left to right.
  const colour = brand.getByRole('textbox', { name: 'لون العلامة التجارية', exact: true });
  const direction = (element: Element) => getComputedStyle(element).direction;
  expect(await brand.evaluate(direction)).toBe('rtl');
  expect(await colour.evaluate(direction)).toBe('ltr');
  await page.screenshot({ path: test.info().outputPath('console-form-ar-1280.png'), fullPage: false });
  await expectNoSeriousA11yViolations(page, 'the console’s form in Arabic');
});
