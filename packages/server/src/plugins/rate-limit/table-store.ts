import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { countHit, deleteExpiredCounts } from './repository';

const CLEANUP_INTERVAL_MS = 60_000;

/**
 * A store for @fastify/rate-limit on the app's database (SQLite or PostgreSQL), so every instance sees the same
 * counts, on the app's clock. Expired windows are deleted at most once a minute per instance.
 */
export function createTableStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  let lastCleanup = 0;

  async function count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = clock();
    const { hits, resetsAt } = await countHit(db, key, now.toISOString(), new Date(now.getTime() + timeWindow).toISOString());
    if (now.getTime() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = now.getTime();
      await deleteExpiredCounts(db, now.toISOString());
    }
    return { current: hits, ttl: Math.max(0, Date.parse(resetsAt) - now.getTime()) };
  }

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
