import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';

test('on a phone the menu opens as a panel and its anchors scroll to the sections', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'phone menu');
  await menu.getByRole('link', { name: 'Why Us' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeInViewport();
});
