import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway Postgres server for tests: its own data directory and port, gone after stop(). */
export interface TemporaryPostgres {
  /** Connection string of the server's `postgres` database, as its superuser. */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** Debian's layout (/usr/lib/postgresql/<major>/bin), newest major first; POSTGRES_BIN overrides it. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.POSTGRES_BIN) return existsSync(path.join(env.POSTGRES_BIN, 'postgres')) ? env.POSTGRES_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors.map((major) => path.join(root, major, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
}

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` user Debian's package creates. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): Promise<void> {
  const [cmd, argv] = asServerUser(command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb into a new temporary directory and start Postgres on a free loopback port, trusting local connections.
 * fsync is off: tests kill API processes, never this server, so its durability is not under test and the disk is spared.
 */
export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No Postgres server found under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'test-postgres-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await serverUserIds();
    await chown(dataDir, uid, gid);
  }
  const pgData = path.join(dataDir, 'data');
  await run(path.join(bin, 'initdb'), ['-D', pgData, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    '-c shared_buffers=32MB',
  ].join(' ');
  const logFile = path.join(dataDir, 'server.log');
  await run(path.join(bin, 'pg_ctl'), ['-D', pgData, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stop: () =>
      (stopped ??= (async () => {
        await run(path.join(bin, 'pg_ctl'), ['-D', pgData, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
        await rm(dataDir, { recursive: true, force: true });
      })()),
  };
}

async function serverUserIds(): Promise<{ uid: number; gid: number }> {
  const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('Running as root needs the `postgres` user (apt-get install postgresql creates it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Every migration applied, nothing else: each test database is a copy of it or of the seeded one (postgres.globalSetup.ts). */
export const TEMPLATE_DATABASE = 'app_template';
/** Every migration applied and the demo data of the test apps (server/lib/testing.ts). */
export const SEEDED_TEMPLATE_DATABASE = 'app_template_seeded';

export function urlOfDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asSuperuser<T>(serverUrl: string, fn: (query: (sql: string) => Promise<unknown>) => Promise<T>) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** A new, migrated database of its own on the test Postgres, so test files run in parallel without sharing rows. */
export async function createTestDatabase(
  serverUrl: string,
  template: string = TEMPLATE_DATABASE,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await asSuperuser(serverUrl, (query) => query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: urlOfDatabase(serverUrl, name),
    drop: () => asSuperuser(serverUrl, (query) => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
