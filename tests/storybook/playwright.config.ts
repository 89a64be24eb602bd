import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's Chromium where present (this machine, CI); otherwise Playwright's own browser. */
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

const port = Number(process.env.STORYBOOK_A11Y_PORT ?? 6107);

/** Axe over every story of the built Storybook (`npm run build-storybook` first), in both demo brands. */
export default defineConfig({
  testDir: '.',
  testMatch: 'a11y.spec.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  reporter: [['list']],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunch },
  webServer: {
    command: `node tests/storybook/serveStatic.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
