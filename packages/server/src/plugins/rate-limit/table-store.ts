import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { countHit, deleteExpiredCounts } from './repository';

const CLEANUP_INTERVAL_MS = 60_000;

/** Counts one request for a key in a window of `timeWindow` ms: the count so far and the ms until the window ends. */
export type CountRequest = (key: string, timeWindow: number) => Promise<{ current: number; ttl: number }>;

/**
 * Counts requests on the app's database (SQLite or PostgreSQL), so every instance sees the same counts, on the
 * app's clock. Expired windows are deleted at most once a minute per instance.
 */
export function createRequestCounter(db: Db, clock: Clock): CountRequest {
  let lastCleanup = 0;
  return async (key, timeWindow) => {
    const now = clock();
    const { hits, resetsAt } = await countHit(db, key, now.toISOString(), new Date(now.getTime() + timeWindow).toISOString());
    if (now.getTime() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = now.getTime();
      await deleteExpiredCounts(db, now.toISOString());
    }
    return { current: hits, ttl: Math.max(0, Date.parse(resetsAt) - now.getTime()) };
  };
}

/** A store for @fastify/rate-limit over a request counter. */
export function createTableStore(count: CountRequest): FastifyRateLimitStoreCtor {
  return class TableStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Keys already name their rule, so every route shares the one table.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
