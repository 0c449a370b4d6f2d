import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import type { Db } from '../../src/db/database';

/** What ran through a counted handle since the last reset. */
export interface StatementCount {
  statements: number;
  /** Inserts, updates and deletes (both drivers answer the rows they touched), whether or not they changed a row. */
  writes: number;
}

/**
 * `db` with every statement it runs counted: built queries and compiled ones alike (Kysely hands each result to its
 * plugins). For tests that hold a read to its number of statements, or to writing nothing.
 */
export function countingStatements(db: Db): {
  db: Db;
  count: StatementCount;
  reset(): void;
  /** What `work` alone ran: not the statements an app's background jobs run meanwhile on the same handle. */
  countOf(work: () => Promise<unknown>): Promise<StatementCount>;
} {
  const count: StatementCount = { statements: 0, writes: 0 };
  const scoped = new AsyncLocalStorage<StatementCount>();
  const add = (to: StatementCount, result: QueryResult<UnknownRow>) => {
    to.statements += 1;
    if (result.numAffectedRows !== undefined) to.writes += 1;
  };
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      add(count, result);
      const scope = scoped.getStore();
      if (scope) add(scope, result);
      return result;
    },
  };
  return {
    db: db.withPlugin(counter),
    count,
    reset() {
      count.statements = 0;
      count.writes = 0;
    },
    async countOf(work) {
      const scope: StatementCount = { statements: 0, writes: 0 };
      await scoped.run(scope, work);
      return scope;
    },
  };
}
