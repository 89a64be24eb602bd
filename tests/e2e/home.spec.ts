import { expect, test } from '@playwright/test';

// The home sections are prerendered below the fold and hydrate when scrolled near. An update reaching them before
// that (here: the ?template= preview switching the layout once the page hydrates) once replaced them with nothing.
test('the home sections stay on the page once it hydrates and switches to a previewed template', async ({ page }) => {
  await page.goto('/?template=inline');
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeAttached();
  await page.mouse.move(20, 20);
  await expect(page.locator('[data-template="inline"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeAttached();
  await page.getByRole('heading', { name: 'Why Us' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Why Us' })).toBeInViewport();
});
