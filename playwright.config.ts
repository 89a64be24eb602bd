import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareDataDir } from './tests/e2e/servers';

/** Debian's Chromium where present (this machine, CI); otherwise Playwright's own browser (`npx playwright install chromium`). */
export const chromiumLaunch = existsSync('/usr/bin/chromium')
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

const port = Number(process.env.E2E_PORT ?? 4173);
/** The shared server's database: made in the runner only (workers load this file too and need no database). */
const dataDir = process.env.TEST_WORKER_INDEX
  ? ''
  : prepareDataDir(process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'e2e-db-')));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, DOM snapshots, network) but not the screencast: filming every test
    // doubled Chromium's CPU (GPU process and browser encoding frames), for pictures a failure rarely needs. In CI
    // (which retries once) only the retry records one: recording every passing test's DOM snapshots, to keep the
    // few that fail, cost about 8% of the suite's CPU (docs/testing.md, "Where the time goes"). A test that fails
    // there twice keeps its retry's trace; a local run (no retries) records as before.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunch,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch }, testMatch: /.*\.phone\.spec\.ts/ },
    {
      // The second demo operator (Thames Cars), for the templates' and the booker area's runs in both brands (issues
      // 11, 15): its server is started by the worker that runs this project's first test (tests/e2e/fixtures.ts),
      // not for every run.
      name: 'thames',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
      metadata: { operatorConfig: 'server/seed/operator-thames.json' },
      testMatch: /(templates|booker)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 240_000,
      reuseExistingServer: false,
      // Every test's customer comes from 127.0.0.1: the rate limits are a hundred times the operator's.
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_FACTOR: '100' },
    },
  ],
});
