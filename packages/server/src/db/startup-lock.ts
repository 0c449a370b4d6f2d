import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/** The advisory lock key (any fixed 64-bit number) that instances take while they migrate and seed. */
export const STARTUP_LOCK_KEY = '7351203904188611';

/**
 * Runs `work` (migrate, seed) while holding a PostgreSQL session advisory lock, so instances starting together on one
 * database do it one after the other: the second finds the schema migrated and the demo seeded, instead of racing
 * the first into duplicate keys. The lock is the database's: it ends with the holder's connection, even on a crash.
 * On SQLite (one instance) `work` just runs.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.execute(connection);
    }
  });
}
