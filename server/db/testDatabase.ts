import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDb, type Db } from './index';
import { createTestDatabase, SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from './postgresServer';
import { seedDemoData } from '../seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the Postgres the `server-postgres` project runs on; absent on the PGlite pass. */
    postgresUrl?: string;
    /** PGlite data directories (uncompressed tarballs) built once per run by pglite.globalSetup.ts. */
    pgliteTemplates?: { migrated: string; seeded: string };
  }
}

/** The Postgres this test run uses, or undefined when it runs on PGlite. */
export function testPostgresUrl(): string | undefined {
  return inject('postgresUrl');
}

export interface TestDbOptions {
  /** With the demo data of seedDemoData (appUrl http://127.0.0.1:3000), as createTestApp wants it. */
  seeded?: boolean;
}

/**
 * A fresh database of the test file's own with the migrations applied (and the demo data, when asked): a copy of a
 * template the run built once, in memory on the PGlite pass and its own database on Postgres. A copy costs a
 * fraction of what initdb, the migrations and the seed cost, which each test file used to pay.
 * Outside a run with templates (another vitest project), it is built from scratch the same way.
 */
export async function openTestDb(options: TestDbOptions = {}): Promise<Db> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) return openPgliteTestDb(options);
  const database = await createTestDatabase(serverUrl, options.seeded ? SEEDED_TEMPLATE_DATABASE : TEMPLATE_DATABASE);
  const db = await openDb({ databaseUrl: database.url });
  let closed: Promise<void> | undefined;
  return {
    ...db,
    close: () =>
      (closed ??= (async () => {
        await db.close();
        await database.drop();
      })()),
  };
}

async function openPgliteTestDb(options: TestDbOptions): Promise<Db> {
  const templates = inject('pgliteTemplates');
  if (!templates) {
    const db = await openDb();
    if (options.seeded) await seedDemoData(db, { appUrl: 'http://127.0.0.1:3000' });
    return db;
  }
  const tarball = await readFile(options.seeded ? templates.seeded : templates.migrated);
  return openDb({ loadDataDir: new Blob([tarball]) });
}
