import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from './db/postgresServer';
import { testPostgresUrl } from './db/testDatabase';
import { settingsFromEnv, startServer } from './main';
import { apiProcessArgs, apiProcessEnv } from '../scripts/api-process.mjs';

describe('settingsFromEnv', () => {
  it('uses the documented defaults', () => {
    const settings = settingsFromEnv({});
    expect(settings).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined });
    expect(settings.dataDir).toMatch(/[/\\]\.data[/\\]db$/);
    expect(settings.operatorConfigPath).toMatch(/server[/\\]seed[/\\]operator\.json$/);
  });

  it('honours PORT, HOST, DATA_DIR, DATABASE_URL, OPERATOR_CONFIG and STATIC_DIR', () => {
    const settings = settingsFromEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      OPERATOR_CONFIG: '/etc/op.json',
      STATIC_DIR: '/srv/web',
    });
    expect(settings).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/tmp/x'),
      databaseUrl: 'postgres://u@h/db',
      operatorConfigPath: path.resolve('/etc/op.json'),
      staticDir: path.resolve('/srv/web'),
    });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => settingsFromEnv({ PORT: 'http' })).toThrow(/PORT/);
  });
});

describe('startServer', () => {
  it('serves over HTTP, seeds the demo licence, and keeps data across a restart', { timeout: 180_000 }, async () => {
    const tempDir = await mkdtemp(path.join(tmpdir(), 'server-data-'));
    // As .data/db on a fresh clone: neither the directory nor its parent exists yet.
    const dataDir = path.join(tempDir, '.data', 'db');
    // On the Postgres pass the server runs on DATABASE_URL, a database of its own; else on PGlite in DATA_DIR.
    const postgresUrl = testPostgresUrl();
    const database = postgresUrl ? await createTestDatabase(postgresUrl) : undefined;
    const settings = {
      ...settingsFromEnv({ DATA_DIR: dataDir, PORT: '0', DATABASE_URL: database?.url }),
      staticDir: undefined,
      ssrEntry: undefined,
    };
    try {
      const first = await startServer(settings, { logger: false });
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.db.kind).toBe(postgresUrl ? 'postgres' : 'pglite');
      expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: 'ok' });
      const licence = await (await fetch(`${first.url}/api/custappbaseurl?trackingcode=DEMO`)).json();
      expect(licence.bookingpageurl).toBe(`${first.url}/booking.html`);
      const posted = await fetch(`${first.url}/api/comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Restart Test', email: 'r@example.com', message: 'still here?' }),
      });
      expect(posted.status).toBe(200);
      await first.close();

      const second = await startServer(settings, { logger: false });
      try {
        const { rows } = await second.db.query<{ name: string }>('SELECT name FROM comments');
        expect(rows.map((r) => r.name)).toEqual(['Restart Test']);
        // The demo licence follows the app to its new port.
        const again = await (await fetch(`${second.url}/api/custappbaseurl?trackingcode=DEMO`)).json();
        expect(again.bookingpageurl).toBe(`${second.url}/booking.html`);
      } finally {
        await second.close();
      }

      // npm start runs the API compiled ahead of time: it finds its migrations, seeds and gazetteer beside their
      // sources, and stays within the README's resident-memory budget on the data directory above.
      const root = path.resolve(import.meta.dirname, '..');
      expect(spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')]).status).toBe(0);
      const compiled = spawn(process.execPath, apiProcessArgs(path.join(root, 'dist-server/main.js')), {
        env: apiProcessEnv({
          ...process.env,
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          NODE_ENV: 'production',
        }),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          compiled.stdout.on('data', (chunk: Buffer) => {
            out += chunk;
            const ready = /App ready at (http:\/\/[^\s/]+)/.exec(out);
            if (ready) resolve(ready[1]);
          });
          compiled.on('exit', (code) => reject(new Error(`compiled server exited with ${code}: ${out}`)));
        });
        const places = await (await fetch(`${url}/api/searchaddress?prefix=king`)).json();
        expect(places.addresses.length).toBeGreaterThan(0);
        const licence = await (await fetch(`${url}/api/custappbaseurl?trackingcode=DEMO`)).json();
        expect(licence.bookingpageurl).toBe(`${url}/booking.html`);
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${compiled.pid}/status`, 'utf8'))?.[1]);
        expect(rssKb / 1024).toBeLessThanOrEqual(250);
      } finally {
        // Wait for it to be gone: removing the data directory under a PGlite still shutting down fails (ENOTEMPTY).
        if (compiled.exitCode === null && compiled.signalCode === null) {
          const exited = new Promise((resolve) => compiled.once('exit', resolve));
          compiled.kill('SIGTERM');
          await exited;
        }
      }
    } finally {
      await rm(tempDir, { recursive: true, force: true });
      await database?.drop();
    }
  });
});
