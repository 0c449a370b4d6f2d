import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the app writes; queries with generated IN-lists come and go at the cold end. */
const DEFAULT_CAPACITY = 2_000;

type Row = Record<string, unknown>;

/**
 * A function that makes a row object of a raw row (its values in column order), written out for these columns.
 * better-sqlite3 builds each row object one property at a time, which costs about as much again as the read itself
 * on the hot path's short reads; an object literal of fixed shape costs a fraction of that. The keys are computed
 * (`["name"]: …`) so a column named `__proto__` is an own property, as in better-sqlite3's rows; a name that comes
 * twice keeps its first place and its last value, as there.
 */
function rowBuilderOf(columns: readonly string[]): (values: unknown[]) => Row {
  const properties = columns.map((name, index) => `[${JSON.stringify(name)}]: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as (values: unknown[]) => Row;
}

/**
 * A reader (a SELECT, or a write with RETURNING) whose rows are read raw and made into objects by a row builder. A
 * streamed read gets a statement of its own, so the kept one is never busy when it is handed out again.
 */
function rawReader(database: SQLite.Database, sql: string, statement: SQLite.Statement): SqliteStatement {
  statement.raw(true);
  const build = rowBuilderOf(statement.columns().map(({ name }) => name));
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    iterate: (parameters) => database.prepare(sql).iterate(parameters),
  };
}

/**
 * better-sqlite3 for Kysely with its prepared statements kept, and readers' rows built the fast way (rawReader).
 * Kysely prepares every query anew, and for the short reads on the hot path preparing costs more than running. The
 * cache is least-recently-used and bounded.
 */
export function withStatementCache(database: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const prepared = database.prepare(sql);
      const statement = prepared.reader ? rawReader(database, sql, prepared) : prepared;
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
