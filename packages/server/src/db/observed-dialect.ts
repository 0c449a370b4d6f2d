import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import { statementEffect, type DataGenerations } from './data-generations';

function changedRows(result: QueryResult<unknown>): boolean {
  if (result.numAffectedRows !== undefined) return result.numAffectedRows > 0n;
  return result.rows.length > 0;
}

/**
 * A connection that tells `generations` what its statements read and change. Changes inside a transaction are
 * reported when they happen and again once the transaction has ended, so a read that ran on another connection
 * before the commit (and saw the old rows) is never taken for current.
 */
function observeConnection(connection: DatabaseConnection, generations: DataGenerations): DatabaseConnection {
  let changedInTransaction: Set<string> | 'everything' | undefined;
  let inTransaction = false;
  const change = (tables: string[] | 'everything') => {
    generations.noteChange(tables);
    if (!inTransaction) return;
    if (tables === 'everything' || changedInTransaction === 'everything') {
      changedInTransaction = 'everything';
      return;
    }
    changedInTransaction ??= new Set();
    for (const table of tables) changedInTransaction.add(table);
  };
  return {
    async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
      const effect = statementEffect(compiledQuery.sql);
      if (effect.kind === 'read') generations.noteRead(effect.tables);
      const result = await connection.executeQuery<R>(compiledQuery);
      if (effect.kind === 'write' && changedRows(result)) change([effect.table]);
      else if (effect.kind === 'unknown') change('everything');
      else if (effect.kind === 'begin') inTransaction = true;
      else if (effect.kind === 'end') {
        inTransaction = false;
        if (changedInTransaction) generations.noteChange(changedInTransaction);
        changedInTransaction = undefined;
      }
      return result;
    },
    streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
      const effect = statementEffect(compiledQuery.sql);
      if (effect.kind === 'read') generations.noteRead(effect.tables);
      else change('everything');
      return connection.streamQuery<R>(compiledQuery, chunkSize);
    },
  };
}

function observeDriver(driver: Driver, generations: DataGenerations): Driver {
  const observed = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const underlying = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => underlying.get(connection) ?? connection;
  return {
    init: () => driver.init(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      let wrapped = observed.get(connection);
      if (!wrapped) {
        wrapped = observeConnection(connection, generations);
        observed.set(connection, wrapped);
        underlying.set(wrapped, connection);
      }
      return wrapped;
    },
    // The driver runs begin/commit/rollback through the connection it is given: the observed one.
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    ...(driver.savepoint ? { savepoint: driver.savepoint.bind(driver) } : {}),
    ...(driver.rollbackToSavepoint ? { rollbackToSavepoint: driver.rollbackToSavepoint.bind(driver) } : {}),
    ...(driver.releaseSavepoint ? { releaseSavepoint: driver.releaseSavepoint.bind(driver) } : {}),
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}

/** `dialect` with every statement reported to `generations` (see DataGenerations). */
export function observedDialect(dialect: Dialect, generations: DataGenerations): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => observeDriver(dialect.createDriver(), generations),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
