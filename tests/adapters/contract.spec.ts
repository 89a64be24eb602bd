import { expect, test, type Page } from '@playwright/test';
import { mapAdapterContract } from '../../src/adapters/maps/contract/mapAdapterContract';
import type { ContractResult } from './harness/contract';

/** The same contract the google and bing adapters pass in vitest, here against maplibre in real Chromium. */
test.describe.serial('maplibre passes the map adapter contract', () => {
  let results: ContractResult[];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    const page: Page = await browser.newPage();
    const harness = process.env.MAP_HARNESS_URL!;
    await page.route(
      (url) => !url.href.startsWith(harness),
      (route) => route.abort('internetdisconnected'),
    );
    await page.goto(`${harness}/?contract`);
    await page.waitForFunction(() => window.contractResults !== undefined, undefined, { timeout: 50_000 });
    results = await page.evaluate(() => window.contractResults!);
    await page.close();
  });

  for (const check of mapAdapterContract) {
    test(check.name, () => {
      expect(results.find((result) => result.name === check.name)).toEqual({ name: check.name });
    });
  }
});
