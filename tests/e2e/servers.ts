import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The e2e run's API servers. Creating an empty database (Postgres's initdb inside PGlite, server/main.ts) costs
 * about 5 s of CPU per server, half of a server's start: it is done once per PGlite version and kept under
 * node_modules/.cache, and each server gets a copy of it (a fraction of a second). The server then migrates and
 * seeds it as it would a new one: the data is the same as ever.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const emptyCluster = path.join(root, 'node_modules/.cache/e2e-pglite', pgliteVersion);

/** Puts an empty database in `dataDir` unless one is there (made once, then copied); returns `dataDir`. */
export function prepareDataDir(dataDir: string): string {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return dataDir;
  if (!existsSync(path.join(emptyCluster, 'PG_VERSION'))) {
    // Made beside and renamed into place, so that two runs at once never copy a half-made one.
    const making = `${emptyCluster}.${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    mkdirSync(path.dirname(making), { recursive: true });
    const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
      const db = new PGlite(${JSON.stringify(making)}); await db.waitReady; await db.close();`;
    const made = spawnSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
    if (made.status !== 0) throw new Error(`creating an empty database in ${making} failed (${made.status})`);
    try {
      renameSync(making, emptyCluster);
    } catch {
      rmSync(making, { recursive: true, force: true }); // another run put one there first
    }
  }
  cpSync(emptyCluster, dataDir, { recursive: true });
  return dataDir;
}

export interface ApiServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Stops it (SIGTERM: a clean close; SIGKILL: gone at once, as a crash) and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the compiled API (dist-server/main.js, which the shared e2e server built) on a copy of the empty database:
 * `port` 0 picks a free one. Not through scripts/start.mjs, so that a signal reaches the server itself.
 */
export async function startApiServer(options: {
  operatorConfig: string;
  dataDir: string;
  port?: number;
}): Promise<ApiServer> {
  const started = spawn(process.execPath, [path.join(root, 'dist-server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: prepareDataDir(options.dataDir),
      OPERATOR_CONFIG: path.resolve(root, options.operatorConfig),
      NODE_ENV: 'test',
      // As the shared e2e server (playwright.config.ts): every test's customer comes from 127.0.0.1.
      RATE_LIMIT_FACTOR: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    started.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /App ready at (http:\/\/[^\s/]+)/.exec(output);
      if (ready) resolve(ready[1]);
    });
    started.on('exit', (code) => reject(new Error(`the server stopped (${code}) before it was ready`)));
  });
  started.stdout!.resume();
  return {
    url,
    port: Number(new URL(url).port),
    process: started,
    async stop(signal = 'SIGTERM') {
      if (started.exitCode !== null || started.signalCode !== null) return;
      const exited = new Promise((resolve) => started.once('exit', resolve));
      started.kill(signal);
      await exited;
    },
  };
}
