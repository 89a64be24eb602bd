// Vitest global setup of the `server-postgres` project: one real Postgres for the whole pass, started here and
// stopped after it, with a migrated template database and a migrated and seeded one that every test database is
// copied from (postgresServer.ts, testDatabase.ts).
// TEST_POSTGRES_URL (a superuser URL) uses a server that is already running instead of starting one.
import type { TestProject } from 'vitest/node';
import { openDb, type Db } from './index';
import { SEEDED_TEMPLATE_DATABASE, startTemporaryPostgres, TEMPLATE_DATABASE, urlOfDatabase } from './postgresServer';
import { seedDemoData } from '../seed/demo';

export default async function setup(project: TestProject) {
  const server = process.env.TEST_POSTGRES_URL
    ? { url: process.env.TEST_POSTGRES_URL, stop: async () => {} }
    : await startTemporaryPostgres();
  try {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const build = async (name: string, from: string, change: (db: Db) => Promise<void>) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${from}`);
      const db = await openDb({ databaseUrl: urlOfDatabase(server.url, name) });
      await change(db);
      await db.close();
    };
    await build(TEMPLATE_DATABASE, 'template1', async () => {});
    await build(SEEDED_TEMPLATE_DATABASE, TEMPLATE_DATABASE, (db) =>
      seedDemoData(db, { appUrl: 'http://127.0.0.1:3000' }),
    );
    await admin.end();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
