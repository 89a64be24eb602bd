import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { startApiServer, type ApiServer } from './servers';

/**
 * The languages specs' server (issue 34, docs/languages.md): a copy of the demo operator that offers all seven
 * languages, on a server of the spec's own (the shared e2e server's demo operator offers English alone). Registers
 * the spec's beforeAll and afterAll; answers the server once it runs. `configure` changes the copy's
 * configuration further (a default payment method, say).
 */
export function serveAllLanguages(name: string, configure?: (configuration: Record<string, unknown>) => void) {
  let dir: string;
  let server: ApiServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
    const operator = JSON.parse(await readFile(path.resolve('server/seed/operator.json'), 'utf8')) as {
      configuration: Record<string, unknown>;
    };
    operator.configuration.languages = ['en-GB', 'fr', 'de', 'es', 'it', 'pl', 'ar'];
    configure?.(operator.configuration);
    await writeFile(path.join(dir, 'operator.json'), JSON.stringify(operator));
    server = await startApiServer({ operatorConfig: path.join(dir, 'operator.json'), dataDir: path.join(dir, 'db') });
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return (): ApiServer => server!;
}
