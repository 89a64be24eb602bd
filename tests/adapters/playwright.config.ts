import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's Chromium where present (WebGL through SwiftShader); otherwise Playwright's own browser. */
const chromiumLaunch = existsSync('/usr/bin/chromium')
  ? {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

/** Real-browser checks of the map adapter against a small harness page: `npx playwright test -c tests/adapters/playwright.config.ts`. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  globalSetup: './globalSetup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  // Not inside the e2e suite's test-results/, which that suite empties when it starts (it runs after this one).
  outputDir: '../../test-results-adapters',
  use: { launchOptions: chromiumLaunch, viewport: { width: 900, height: 600 } },
});
