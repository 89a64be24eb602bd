import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { serveAllLanguages } from './languagesServer';

/**
 * Every customer in their own language (issue 34, docs/languages.md): an operator that offers all seven languages,
 * on a server of this spec's own (its own data, so the languages chosen here touch no other spec's customers).
 */
const server = serveAllLanguages('languages');

test.describe('before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('?lang=ar is Arabic, right to left, from the first paint, and the choice holds for the next page', async ({
    page,
  }) => {
    await page.goto(`${server().url}/booking.html?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle(/^احجز رحلة توصيل \| /);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    // The header's first item sits at the right-hand side of a right-to-left page.
    const home = await banner.getByRole('link', { name: /الصفحة الرئيسية/ }).boundingBox();
    expect(home!.x).toBeGreaterThan(600);

    await page.goto(`${server().url}/tracking.html`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle(/^تتبّع سائقي \| /);
  });
});

test('a French browser gets French; switching to German keeps what was typed, without a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server().url}/booking.html`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the booking page in French');

  const pickup = page.getByRole('combobox', { name: /Prise en charge/ });
  await pickup.fill('Kings Cross');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await banner.getByRole('combobox', { name: 'Langue' }).selectOption('de');

  await expect(banner.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/^Transfer buchen \| /);
  // The same field, now named in German, still holds what was typed.
  await expect(page.getByRole('combobox', { name: /Abholort/ })).toHaveValue('Kings Cross');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The choice is the session's: the next page is German whatever the browser says.
  await page.goto(`${server().url}/dashboard.html`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('on a phone, Arabic reads right to left with no axe violation, and the menu switches back to English', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${server().url}/booking.html?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  // Nothing spills past the screen's edge in either direction (a right-to-left page scrolls to the left).
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'the booking page in Arabic at 390 px');

  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const menu = page.getByRole('dialog', { name: 'القائمة' });
  await menu.getByRole('combobox', { name: 'اللغة' }).selectOption('en-GB');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The address named a language: it now names the one chosen, so a reload keeps it.
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en-GB');
  await context.close();
});

test("a client site's booking frame speaks the client page's language", async ({ page }) => {
  // The demo hotel's page as a French hotel would publish it: its <html lang> set as the parser makes the element
  // (a page fulfilled by the test instead of the server may not reach the operator on a loopback address).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      document.documentElement.lang = 'fr';
      observer.disconnect();
    }).observe(document, { childList: true });
  });
  await page.goto(`http://localhost:${server().port}/demo/hotel.html`);
  const iframe = page.locator('iframe[data-mode="inline"]');
  await expect(iframe).toHaveAttribute('title', 'Réserver un transfert');
  expect(new URL((await iframe.getAttribute('src'))!).searchParams.get('lang')).toBe('fr');
  await expect(page.frameLocator('iframe[data-mode="inline"]').locator('html')).toHaveAttribute('lang', 'fr');
});
