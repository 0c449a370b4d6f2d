import type { Db } from '../../db/database';
import { countHit, findCount } from './repository';

/**
 * Counts for limits a service applies itself, when only the service knows what to count (a mail sent, a code
 * tried), in the same table as the request counts. A key names its limit and its account, e.g.
 * `reset-mail:<account id>`; its window starts with its first count and lasts `windowMs`.
 */
export async function countAttempt(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const { hits } = await countHit(db, key, now.toISOString(), new Date(now.getTime() + windowMs).toISOString());
  return hits;
}

/** The count of `key` in its running window, without counting. */
export function attemptsSoFar(db: Db, key: string, now: Date): Promise<number> {
  return findCount(db, key, now.toISOString());
}
