import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/**
 * @fastify/rate-limit's memory store, but each answer is a copy of the count as this call left it. The plugin's own
 * store (LocalStore) answers with its live entry, and the plugin reads the count from it a few microtasks later: when
 * many calls for one key arrive together and the limit's maximum is read asynchronously (from the operator document,
 * live), later calls have counted by then and the early ones are refused too (14 of 61 concurrent sign-ins instead of
 * one). Same fixed window and least-recently-used bound as LocalStore.
 */
export class SnapshotStore implements FastifyRateLimitStore {
  private readonly entries = new Map<string, { current: number; start: number }>();

  /** Keys kept per limit (LocalStore's default); the least recently seen is forgotten first. */
  constructor(
    _options?: unknown,
    private readonly size = 5000,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let entry = this.entries.get(key);
    // Taken out and put back, so the Map's order is least recently seen first.
    if (entry) this.entries.delete(key);
    if (!entry || entry.start + timeWindow <= now) entry = { current: 0, start: now };
    entry.current += 1;
    this.entries.set(key, entry);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    callback(null, { current: entry.current, ttl: entry.start + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotStore(undefined, this.size);
  }
}
