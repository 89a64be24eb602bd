import { expect, test, type Locator } from '@playwright/test';
import { seedBookingAtStep } from './seedBooking';

/**
 * Issue 28 #6, the wizard's map as a first-time customer saw it: an empty grey box until they acted, a grey band
 * under it once step 2 scrolled it under the sticky header, the drop-off marker cut at the edge. The journey is
 * seeded (Tower Bridge to King's Cross, tests/e2e/seedBooking.ts): the map, not the form, is under test.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('before the first interaction the map box shows a sketch of streets, not an empty box', async ({ page }) => {
  await seedBookingAtStep(page, 'vehicle');
  // No key, no pointer: the booking page's scripts wait for a person (docs/architecture.md), and so does the map.
  await page.goto('/booking.html?template=wizard');
  const map = page.locator('[data-map-ready][aria-label="Map of the journey"]');
  const placeholder = page.getByTestId('map-placeholder');
  await expect(placeholder).toBeVisible();
  // The page as the server sent it: the sketch of streets, not a blank box.
  expect(await placeholder.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('gradient');
  await page.screenshot({ path: test.info().outputPath('map-before-interaction.png') });
  // The map engine draws over it once a person is there.
  await page.keyboard.press('Tab');
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
});

test('on a long step the map stays in view below the sticky header, its markers inside it', async ({ page }) => {
  await seedBookingAtStep(page, 'vehicle');
  await page.goto('/booking.html?template=wizard');
  await page.keyboard.press('Tab');
  const map = page.locator('[data-map-ready][aria-label="Map of the journey"]');
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  // Down to the vehicles' Next, as a customer choosing a vehicle scrolls.
  await page.getByRole('button', { name: 'Next', exact: true }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const header = await box(page.locator('header').first());
  const area = await box(map);
  expect(area.y, 'the map starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(area.y + area.height).toBeLessThanOrEqual(800);
  for (const name of [/^Pick-up/, /^Drop-off/]) {
    const marker = await box(map.getByRole('img', { name }));
    expect(marker.x).toBeGreaterThanOrEqual(area.x);
    expect(marker.x + marker.width).toBeLessThanOrEqual(area.x + area.width);
    expect(marker.y).toBeGreaterThanOrEqual(area.y);
    expect(marker.y + marker.height).toBeLessThanOrEqual(area.y + area.height);
  }
});
