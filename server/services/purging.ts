/**
 * The purge's timer: every API process deletes what has done its job (server/stores/purge.ts) on an interval, and
 * catches up sooner when a run stopped at its cap.
 */
import type { Db } from '../db';
import { PURGE_DEFAULTS, purgeExpired, type PurgeCounts, type PurgeOptions } from '../stores/purge';

export interface Purger {
  stop(): Promise<void>;
}

/** Whether a run stopped at its cap on some table, with more expired rows likely left there. */
export function isBehind(counts: PurgeCounts, options: PurgeOptions = {}): boolean {
  const { batchSize, maxBatches } = { ...PURGE_DEFAULTS, ...options };
  return Object.values(counts).some((n) => n >= batchSize * maxBatches);
}

/**
 * Purges every `everyMs` (default 10 minutes), the first run after a random part of the interval so that processes
 * started together do not all purge at once. A run that stopped at its cap is followed by another after `catchUpMs`
 * rather than a whole interval, so the purge keeps up with any rate the writes reach while each run stays short.
 * The timer does not keep the process alive; stop() waits for a run under way, so the database can be closed after it.
 */
export function startPurging(
  db: Db,
  options: PurgeOptions & {
    everyMs?: number;
    /** When the first run comes; default a random point of the first interval. */
    firstAfterMs?: number;
    catchUpMs?: number;
    now?: () => Date;
    onError?: (error: unknown) => void;
    onPurged?: (counts: PurgeCounts) => void;
  } = {},
): Purger {
  const everyMs = options.everyMs ?? 600_000;
  const now = options.now ?? (() => new Date());
  const catchUpMs = options.catchUpMs ?? 1000;
  let running: Promise<void> | null = null;
  let stopped = false;
  let catchUp: NodeJS.Timeout | undefined;
  const run = () => {
    if (stopped || running) return;
    running = purgeExpired(db, now(), options)
      .then(
        (counts) => {
          options.onPurged?.(counts);
          if (!stopped && isBehind(counts, options)) {
            catchUp = setTimeout(run, catchUpMs);
            catchUp.unref();
          }
        },
        options.onError ?? (() => undefined),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(
    () => {
      run();
      interval.refresh();
    },
    options.firstAfterMs ?? Math.floor(Math.random() * everyMs),
  );
  const interval = setInterval(run, everyMs);
  first.unref();
  interval.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearTimeout(catchUp);
      clearInterval(interval);
      await running;
    },
  };
}
