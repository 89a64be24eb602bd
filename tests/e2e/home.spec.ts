import { expect, test } from '@playwright/test';

// The home sections are prerendered below the fold and hydrate when scrolled near. An update reaching them before
// that (once: the ?template= preview switching the layout after hydration) replaced them with nothing.
test('the home sections stay on the page of a previewed template once it hydrates', async ({ page }) => {
  await page.goto('/?template=inline');
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeAttached();
  await expect(page.locator('[data-template="inline"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeAttached();
  await page.getByRole('heading', { name: 'Why Us' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeInViewport();
});
