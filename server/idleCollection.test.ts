import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectWhenIdle, fullCollection, type IdleCollection } from './idleCollection';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('collectWhenIdle', () => {
  let server: Server;
  let idle: IdleCollection | undefined;

  afterEach(async () => {
    idle?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function serve(): Promise<string> {
    server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('collects once at start, not again while requests keep coming, and once when they stop', async () => {
    const url = await serve();
    let collections = 0;
    let heapUsed = 50;
    // Idle means 1 s without a request: a loaded machine (the full run) stalled this loop past 300 ms once.
    const options = { idleMs: 1000, checkMs: 20, minGarbageBytes: 16, heapUsed: () => heapUsed };
    idle = collectWhenIdle(server, { ...options, collect: () => ((heapUsed = 50), collections++) });
    expect(collections).toBe(1);

    // A request every 50 ms for 0.8 s: never idle for 1 s, so no collection during the load.
    const until = performance.now() + 800;
    while (performance.now() < until) {
      await (await fetch(url)).text();
      heapUsed += 5;
      await sleep(50);
    }
    expect(collections).toBe(1);
    expect(idle.pending).toBeGreaterThan(0);

    await expect.poll(() => collections, { timeout: 5000, interval: 20 }).toBe(2);
    expect(idle.pending).toBe(0);
    // Idle and nothing new served: nothing more to collect.
    await sleep(400);
    expect(collections).toBe(2);

    // A few requests that leave less garbage than the threshold do not meet a collection's pause.
    await (await fetch(url)).text();
    heapUsed += 10;
    await sleep(1300);
    expect(collections).toBe(2);
    heapUsed += 10;
    await expect.poll(() => collections, { timeout: 5000, interval: 20 }).toBe(3);
  });

  it("uses V8's full collection, which frees what nothing references", () => {
    const collect = fullCollection();
    let garbage: unknown[] | null = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `item ${i}` }));
    const before = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200_000);
    garbage = null;
    collect();
    expect(garbage).toBeNull();
    expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(10 * 2 ** 20);
  });
});
