import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASEMAP_COLOURS, OFFLINE_BACKGROUND_COLOUR, ROUTE_COLOURS } from '../../src/adapters/maps/constants';
import { countColourPixels } from './pixels';

const harnessUrl = () => {
  const url = process.env.MAP_HARNESS_URL;
  if (!url) throw new Error('MAP_HARNESS_URL is set by globalSetup');
  return url;
};

async function openHarness(page: Page, query = '') {
  // No internet: anything outside the harness server fails, as it would on an offline machine.
  await page.route(
    (url) => !url.href.startsWith(harnessUrl()),
    (route) => route.abort('internetdisconnected'),
  );
  await page.goto(`${harnessUrl()}/${query}`);
  const region = page.getByRole('region', { name: 'Journey map', exact: true });
  await expect(region).toHaveAttribute('data-map-ready', 'true');
  await page.waitForFunction(() => window.mapHarness !== undefined);
  // Let the style load and the fit animation settle before looking at pixels.
  await page.waitForTimeout(800);
  return region;
}

test.describe.serial('offline style', () => {
  // One page for these checks: loading WebGL through SwiftShader is the slow part of each test.
  let page: Page;
  let region: Locator;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    region = await openHarness(page);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('draws both routes on the shipped basemap (land, the Thames, main roads), with no network', async () => {
    await expect(region.locator('canvas')).toBeVisible();
    const screenshot = await region.screenshot();
    await test.info().attach('offline map', { body: screenshot, contentType: 'image/png' });
    const counts = await countColourPixels(page, screenshot, {
      ...ROUTE_COLOURS,
      land: OFFLINE_BACKGROUND_COLOUR,
      water: BASEMAP_COLOURS.water,
      motorway: BASEMAP_COLOURS.motorway,
    });
    expect(counts.onward).toBeGreaterThan(200);
    expect(counts.return).toBeGreaterThan(200);
    expect(counts.land).toBeGreaterThan(100_000);
    expect(counts.water).toBeGreaterThan(500);
    expect(counts.motorway).toBeGreaterThan(50);
  });

  test('shows labelled markers', async () => {
    await expect(page.getByRole('img', { name: "Pick-up: King's Cross St Pancras" })).toHaveText('A');
    await expect(page.getByRole('img', { name: 'Drop-off: Heathrow Terminal 5' })).toHaveText('B');
    await expect(page.getByRole('img', { name: 'Via: Paddington' })).toHaveText('1');
    await expect(page.getByRole('img', { name: 'Your car' })).toBeVisible();
  });

  test('moveVehicle glides the vehicle marker to the new position', async () => {
    const vehicle = page.getByRole('img', { name: 'Your car' });
    const before = (await vehicle.boundingBox())!;

    // Sample the marker on every frame while it moves, to see the glide rather than a jump.
    const sampledX = await page.evaluate(async () => {
      const marker = document.querySelector('[aria-label="Your car"]')!;
      const samples: number[] = [];
      window.mapHarness!.adapter.moveVehicle({ lat: 51.4927, lng: -0.2599 });
      const until = performance.now() + 1200;
      while (performance.now() < until) {
        await new Promise(requestAnimationFrame);
        samples.push(Math.round(marker.getBoundingClientRect().x));
      }
      return samples;
    });
    const after = (await vehicle.boundingBox())!;

    // Heading west-south-west: left and down on screen.
    expect(after.x).toBeLessThan(before.x - 50);
    expect(after.y).toBeGreaterThan(before.y);
    const intermediate = sampledX.filter((x) => x < Math.round(before.x) - 1 && x > Math.round(after.x) + 1);
    expect(intermediate.length).toBeGreaterThan(0);
  });
});

test('falls back to the offline style when the configured style cannot load', async ({ page }) => {
  const region = await openHarness(page, `?style=${encodeURIComponent('https://tiles.example.com/style.json')}`);
  const counts = await countColourPixels(page, await region.screenshot(), ROUTE_COLOURS);
  expect(counts.onward).toBeGreaterThan(200);
});
