import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { PreviewOptions } from './preview';

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

/**
 * Every story of the built Storybook (`npm run build-storybook` first), in both demo brands: axe, then a screenshot
 * against the baselines in tests/storybook/visual/, in one test per story and brand (stories.spec.ts).
 */
export default defineConfig<PreviewOptions>({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report-storybook' }]],
  // Not inside the e2e suite's test-results/, which that suite empties when it starts (it runs after this one).
  outputDir: '../../test-results-storybook',
  // One file per story and brand; no platform in the name: the baselines are Debian Chromium's (see the project).
  snapshotPathTemplate: '{testDir}/visual/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Per pixel: YIQ distance below which two colours count as the same. Playwright's default, 0.2, let the brand's
      // `solid` token moved one shade (navy 700 to 800) pass every story; 0.05 fails it by hundreds of pixels per
      // story. Per picture: no pixel beyond that may differ: a re-run on the same browser and fonts moves none.
      threshold: 0.05,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunch },
  projects: [
    {
      // One project: each story is shown once for both checks, axe then its picture (stories.spec.ts).
      name: 'stories',
      testMatch: 'stories.spec.ts',
      // A picture taken while the shared machine starved the browser is taken again once; a real change fails twice.
      retries: 1,
      // One viewport for every story: a desktop width past the templates' 991 px breakpoint.
      use: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        // The stories' server time (.storybook/operators.tsx): what a story shows as "now" never moves.
        fixedTime: '2026-11-23T09:00:00.000Z',
        localOnly: true,
        stillMotion: true,
      },
    },
  ],
  webServer: {
    command: `node tests/storybook/serveStatic.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
