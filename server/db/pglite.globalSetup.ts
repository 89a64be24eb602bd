// Vitest global setup of the `server` project (PGlite): one migrated data directory and one migrated and seeded,
// built once for the run and dumped as tarballs that every test file's database starts from (testDatabase.ts).
// initdb, the migrations and the seed cost about 2-4 s of CPU per database; loading a dump costs about 0.6 s.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, type Db } from './index';
import { seedDemoData } from '../seed/demo';

/** Opens the on-disk database at dir, lets change() write to it, and dumps it uncompressed (a quicker load). */
async function dumpAfter(dir: string, change: (db: Db) => Promise<void>): Promise<Uint8Array> {
  const db = await openDb({ dataDir: dir });
  await change(db);
  await db.close();
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = new PGlite(dir);
  try {
    await pg.waitReady;
    return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'test-pglite-templates-'));
  try {
    const dataDir = path.join(dir, 'data');
    const migrated = path.join(dir, 'migrated.tar');
    const seeded = path.join(dir, 'seeded.tar');
    await writeFile(migrated, await dumpAfter(dataDir, async () => {}));
    await writeFile(seeded, await dumpAfter(dataDir, (db) => seedDemoData(db, { appUrl: 'http://127.0.0.1:3000' })));
    await rm(dataDir, { recursive: true, force: true });
    project.provide('pgliteTemplates', { migrated, seeded });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return () => rm(dir, { recursive: true, force: true });
}
