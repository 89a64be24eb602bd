import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db';
import { countHit } from '../stores/sharedLimits';

/**
 * @fastify/rate-limit's store with the counts in the database (server/stores/sharedLimits.ts), so that every API
 * process on one database counts the same hits: three processes behind a balancer allow what one allows (the shared
 * limits rule, docs/server.md). Same fixed window as the memory store; each answer is the count this hit made, so
 * concurrent hits are never refused for one another's counts (what SnapshotStore fixed in memory). Keys must name
 * their limit (rateLimits.ts prefixes them): every limit's counts are rows of one table.
 */
export function databaseStore(db: Db): new () => FastifyRateLimitStore {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseStore();
    }
  };
}
