// Vitest global setup of the `server-postgres` project: one real Postgres for the whole pass, started here and
// stopped after it, with a migrated template database every test database is copied from (postgresServer.ts).
// TEST_POSTGRES_URL (a superuser URL) uses a server that is already running instead of starting one.
import type { TestProject } from 'vitest/node';
import { openDb } from './index';
import { startTemporaryPostgres, TEMPLATE_DATABASE, urlOfDatabase } from './postgresServer';

export default async function setup(project: TestProject) {
  const server = process.env.TEST_POSTGRES_URL
    ? { url: process.env.TEST_POSTGRES_URL, stop: async () => {} }
    : await startTemporaryPostgres();
  try {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDb({ databaseUrl: urlOfDatabase(server.url, TEMPLATE_DATABASE) });
    await template.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
