import type { Server } from 'node:http';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection once the API falls idle after serving requests, and one at once (the end of start-up).
 *
 * Under load V8 lets its heap grow to several times the live data before it collects (docs/bench.md, "The API's
 * memory"), and it keeps that heap once the load stops: nothing in an idle API allocates enough to start another
 * collection. A full collection when no request has come for `idleMs` gives the dead part back to the system (V8
 * releases the emptied pages within about half a second). It runs only after a quiet spell, so it never competes
 * with requests; one that arrives during it waits for it (tens of milliseconds for the API's heap). A few requests
 * after a quiet spell (a customer's quote) leave little garbage: the collection waits until there is at least
 * `minGarbageBytes` more in the heap than the last one left, so those requests never meet its pause.
 */
export interface IdleCollection {
  /** Requests seen since the last collection (for tests). */
  readonly pending: number;
  stop(): void;
}

export interface IdleCollectionOptions {
  /** How long without a request counts as idle. */
  idleMs?: number;
  /** How often to look. */
  checkMs?: number;
  /** Collect only when the heap holds at least this much more than the last collection left. */
  minGarbageBytes?: number;
  /** The collection (tests pass their own); by default V8's full collection. */
  collect?: () => void;
  /** The heap's size in use (tests pass their own). */
  heapUsed?: () => number;
}

/** V8's `gc()`, made available without a command-line flag (the flag only exposes an existing function). */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export function collectWhenIdle(server: Server, options: IdleCollectionOptions = {}): IdleCollection {
  const { idleMs = 1000, checkMs = 250, minGarbageBytes = 16 * 2 ** 20 } = options;
  const collect = options.collect ?? fullCollection();
  const heapUsed = options.heapUsed ?? (() => getHeapStatistics().used_heap_size);
  // Start-up (migrations, the demo seed, loading the prerender bundle) leaves garbage too: collect it now.
  collect();
  let leftByLast = heapUsed();
  let pending = 0;
  let lastRequestAt = 0;
  const onRequest = () => {
    pending++;
    lastRequestAt = performance.now();
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (pending === 0 || performance.now() - lastRequestAt < idleMs) return;
    // A collection V8 ran by itself since may have left less than ours did.
    const used = heapUsed();
    leftByLast = Math.min(leftByLast, used);
    if (used - leftByLast < minGarbageBytes) return;
    pending = 0;
    collect();
    leftByLast = heapUsed();
  }, checkMs);
  timer.unref();
  return {
    get pending() {
      return pending;
    },
    stop() {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}
