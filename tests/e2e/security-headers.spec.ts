import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 10: the Content-Security-Policy of every answer (server/guards/securityHeaders.ts) lets the app run: the
 * prerendered booking page, its deferred scripts and map (a blob: worker), and the signed-in account pages, with no
 * violation reported in the console.
 */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test('the booking page, its map and the account pages run under the Content-Security-Policy', async ({ page }) => {
  // Five pages with the app's scripts each, on a machine shared with other work.
  test.setTimeout(90_000);
  const violations = collectCspViolations(page);
  const response = await page.goto('/booking.html');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  // The prerendered page's inline loader runs the app at the first sign of a person.
  await page.mouse.move(200, 200);
  const map = page.getByRole('region', { name: 'Map of the journey', exact: true });
  await expect(map.locator('canvas')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const signIn = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill('amelia@example.com');
  await signIn.getByLabel(/^Password/).fill('Demo1234');
  await signIn.getByLabel(/^Password/).press('Enter');
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();

  for (const path of ['/dashboard.html', '/bookinghistory.html', '/profile.html', '/addressbook.html']) {
    await page.goto(path);
    await page.mouse.move(100, 100);
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  }
  expect(violations).toEqual([]);
});
