/**
 * One crash is never a permanent outage (issue 26): npm start (scripts/start.mjs) starts the API again when it dies,
 * with a log line and a count of restarts, and Ctrl-C or SIGTERM still stops everything; inside the API, a stray
 * rejection is logged and serving goes on, a stray exception is logged and the process exits (server/processGuards.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './db/postgresServer';
import { testPostgresUrl } from './db/testDatabase';

const root = path.resolve(import.meta.dirname, '..');

/** The JSON log lines a process wrote to standard output so far, and a wait for one that matches. */
function logLines(child: ChildProcess) {
  let text = '';
  const lines: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const parts = text.split('\n');
    text = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        lines.push({ text: part });
      }
    }
    for (const waiter of [...waiters]) waiter();
  });
  const next = (match: (line: Record<string, unknown>) => boolean, after = 0, timeoutMs = 120_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = lines.slice(after).find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching log line in ${JSON.stringify(lines).slice(-2000)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { lines, next };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function serves(url: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > end) throw new Error(`${url} did not serve in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it(
    'restarts the API after it is killed, logs and counts each restart, and stops on SIGTERM',
    { timeout: 300_000 },
    async () => {
      const tempDir = await mkdtemp(path.join(tmpdir(), 'supervised-'));
      const postgresUrl = testPostgresUrl();
      const database = postgresUrl ? await createTestDatabase(postgresUrl) : undefined;
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
        cwd: root,
        env: {
          ...process.env,
          SKIP_BUILD: '1',
          PORT: String(port),
          DATA_DIR: path.join(tempDir, 'db'),
          DATABASE_URL: database?.url ?? '',
          STATIC_DIR: tempDir,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const log = logLines(start);
      try {
        const first = await log.next((line) => line.msg === 'API process started');
        expect(first).toMatchObject({ level: 30, restarts: 0, child: expect.any(Number) });
        await serves(url);
        // Ready as the supervisor counts it: a child killed while still starting is a start-up error, not a crash.
        await log.next((line) => line.msg === 'started' && line.restarts === 0, 0, 240_000);

        // A crash (here a SIGKILL): the supervisor says so, with the count, and a new child serves on the same port.
        const seen = log.lines.length;
        process.kill(first.child as number, 'SIGKILL');
        const restart = await log.next((line) => String(line.msg).includes('restarting'), seen);
        expect(restart).toMatchObject({ level: 50, signal: 'SIGKILL', restarts: 1, delayMs: 500 });
        const second = await log.next((line) => line.msg === 'API process started', seen);
        expect(second).toMatchObject({ restarts: 1 });
        expect(second.child).not.toBe(first.child);
        await serves(url);
        // The new API's own start-up line carries the count too.
        await log.next((line) => line.msg === 'started' && line.restarts === 1, seen);

        // SIGTERM stops the child and then the supervisor, cleanly.
        const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
        start.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(isAlive(second.child as number)).toBe(false);
      } finally {
        if (start.exitCode === null && start.signalCode === null) {
          const exited = new Promise((resolve) => start.once('exit', resolve));
          start.kill('SIGTERM');
          await exited;
        }
        await rm(tempDir, { recursive: true, force: true });
        await database?.drop();
      }
    },
  );
});

describe('a fault that escapes every handler, inside the API process', () => {
  it(
    'logs a stray rejection and keeps going; logs a stray exception and exits with 1',
    { timeout: 60_000 },
    async () => {
      const script = `
      import pino from 'pino';
      const { installProcessGuards } = await import(${JSON.stringify(path.join(root, 'server/processGuards.ts'))});
      installProcessGuards(pino());
      Promise.reject(new Error('stray rejection'));
      setTimeout(() => console.log(JSON.stringify({ msg: 'still serving' })), 100);
      setTimeout(() => { throw new Error('stray exception'); }, 300);
      setTimeout(() => console.log(JSON.stringify({ msg: 'served after the exception' })), 2000);`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const log = logLines(child);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(log.lines.map((line) => [line.level, line.msg])).toEqual([
        [50, 'unhandled promise rejection; the process keeps serving'],
        [undefined, 'still serving'],
        [60, 'uncaught exception; exiting for the supervisor to restart the API'],
      ]);
      expect(log.lines[0]).toMatchObject({ err: { message: 'stray rejection' } });
      expect(log.lines[2]).toMatchObject({ err: { message: 'stray exception' }, origin: 'uncaughtException' });
    },
  );
});
