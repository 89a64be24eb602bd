import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASEMAP_COLOURS, OFFLINE_BACKGROUND_COLOUR, ROUTE_COLOURS } from '../../src/adapters/maps/constants';
import { countColourPixels } from '../adapters/pixels';
import { bookAsGuestWithCash, choosePlace, chooseVehicle } from './helpers';
import { startApiServer, type ApiServer } from './servers';

/** Issue 16: map and place providers chosen by configuration, falling back to MapLibre and the operator's search. */

test.describe.configure({ timeout: 120_000 });

async function openBooking(page: Page, url: string) {
  await page.goto(url);
  await page.mouse.move(100, 100);
  await expect(page.locator('[data-booking-ready="true"]')).toBeVisible();
}

const journeyMap = (page: Page) => page.getByRole('region', { name: 'Map of the journey', exact: true });

test.describe('an operator configured for Google whose script cannot load', () => {
  let dir: string;
  let server: ApiServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = await mkdtemp(path.join(tmpdir(), 'maps-google-'));
    const operator = JSON.parse(await readFile(path.resolve('server/seed/operator.json'), 'utf8'));
    Object.assign(operator.configuration, { mapsource: 'google', searchapi: 'google', GoogleApiKey: 'e2e-key' });
    await writeFile(path.join(dir, 'operator.json'), JSON.stringify(operator));
    server = await startApiServer({ operatorConfig: path.join(dir, 'operator.json'), dataDir: path.join(dir, 'db') });
  });

  test.afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  test('falls back to MapLibre and the operator search with a warning, and a guest still books', async ({ page }) => {
    const googleRequests: string[] = [];
    // Google's loader is blocked, as a content blocker or a firewall would; nothing else leaves the machine either.
    await page.route(
      (url) => !url.href.startsWith(server!.url),
      (route) => {
        if (route.request().url().includes('googleapis.com')) googleRequests.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await openBooking(page, `${server!.url}/booking.html`);
    await choosePlace(page, 'Pick-up', 'Kings Cross');
    await choosePlace(page, 'Drop-off', 'Heathrow');
    await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
    await expect(journeyMap(page)).toHaveAttribute('data-map-ready', 'true');
    await expect(journeyMap(page).locator('canvas.maplibregl-canvas')).toBeVisible();
    await expect(page.getByRole('img', { name: /Pick-up: .*King's Cross/ })).toBeVisible();
    expect(googleRequests.some((url) => url.includes('maps.googleapis.com/maps/api/js'))).toBe(true);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Map provider google failed to load; using maplibre'),
        expect.stringContaining("Place search google failed; using the operator's search"),
      ]),
    );

    await page.getByRole('button', { name: 'Next' }).click();
    await chooseVehicle(page, 'Saloon');
    await page.getByRole('button', { name: 'Next' }).click();
    await bookAsGuestWithCash(page, { firstName: 'Gale', lastName: 'Fallback', email: 'gale.fallback@example.com' });
    await expect(page.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
  });
});

test('with no key, the offline map shows the basemap and the quoted route along the roads', async ({
  page,
  baseURL,
}) => {
  // No vendor is configured, so nothing may be fetched from anywhere but the app's own origin.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await openBooking(page, '/booking.html');
  await choosePlace(page, 'Pick-up', 'Kings Cross');
  await choosePlace(page, 'Drop-off', 'Heathrow');
  await expect(page.getByTestId('fare')).toHaveText(/^£\d+\.\d\d$/);
  const map = journeyMap(page);
  await expect(map).toHaveAttribute('data-map-ready', 'true');
  // Let the basemap load and the fit settle before looking at pixels.
  await page.waitForTimeout(1500);
  const screenshot = await map.screenshot({ path: test.info().outputPath('offline-map.png') });
  await test.info().attach('offline map with the quoted route', { body: screenshot, contentType: 'image/png' });
  // Decoded in a blank page: the app's content security policy rightly refuses data: fetches.
  const scratch = await page.context().newPage();
  const counts = await countColourPixels(scratch, screenshot, {
    onward: ROUTE_COLOURS.onward,
    land: OFFLINE_BACKGROUND_COLOUR,
    water: BASEMAP_COLOURS.water,
    motorway: BASEMAP_COLOURS.motorway,
  });
  await scratch.close();
  expect(counts.onward).toBeGreaterThan(300);
  expect(counts.land).toBeGreaterThan(20_000);
  expect(counts.water).toBeGreaterThan(200);
  expect(counts.motorway).toBeGreaterThan(20);
  expect(elsewhere).toEqual([]);
});
