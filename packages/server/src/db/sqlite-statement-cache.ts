import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the app writes; queries with generated IN-lists come and go at the cold end. */
const DEFAULT_CAPACITY = 2_000;

/**
 * better-sqlite3 for Kysely with its prepared statements kept. Kysely prepares every query anew, and for the short
 * reads on the hot path preparing costs more than running. The cache is least-recently-used and bounded; a statement
 * still being iterated (a streamed query) is never handed out twice, a fresh one is prepared instead.
 */
export function withStatementCache(database: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        if (cached.busy) return database.prepare(sql);
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
