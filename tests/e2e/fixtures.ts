import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startApiServer } from './servers';

export { expect } from '@playwright/test';

/**
 * `test` for specs that a project runs against another operator (playwright.config.ts: a project's
 * `metadata.operatorConfig`, e.g. the `thames` project): such a worker starts that operator's server the first time
 * a test needs it and points `baseURL` at it. Workers of the other projects start nothing: the shared server is theirs.
 */
export const test = base.extend<object, { operatorServer: string | undefined }>({
  operatorServer: [
    async ({}, provide, workerInfo) => {
      const operatorConfig = (workerInfo.project.metadata as { operatorConfig?: string } | undefined)?.operatorConfig;
      if (!operatorConfig) return provide(undefined);
      const dir = mkdtempSync(path.join(tmpdir(), 'e2e-operator-db-'));
      const server = await startApiServer({ operatorConfig, dataDir: dir });
      await provide(server.url);
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ baseURL, operatorServer }, provide) => provide(operatorServer ?? baseURL),
});
