import { inject } from 'vitest';
import { openDb, type Db } from './index';
import { createTestDatabase } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the Postgres the `server-postgres` project runs on; absent on the PGlite pass. */
    postgresUrl?: string;
  }
}

/** The Postgres this test run uses, or undefined when it runs on PGlite. */
export function testPostgresUrl(): string | undefined {
  return inject('postgresUrl');
}

/** A fresh empty database with the migrations applied: in memory on the PGlite pass, its own database on Postgres. */
export async function openTestDb(): Promise<Db> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) return openDb();
  const database = await createTestDatabase(serverUrl);
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
