import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, safeIdentifier, type DbHandle } from '../db/create-db';
import type { DialectName } from '../db/dialect';

export interface TestDatabase extends DbHandle {
  /** The DATABASE_URL equivalent, for the config. */
  databaseUrl: string;
  /** Closes the database and, on PostgreSQL, drops the suite's schema. */
  dispose(): Promise<void>;
}

/** Runs one statement on its own connection (create or drop a schema or a database). */
export async function runAdminStatement(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: SQLite in memory, or a new PostgreSQL schema on TEST_DATABASE_URL. */
export async function createTestDatabase(dialect: DialectName, postgresUrl?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = createDb({ databaseUrl: ':memory:', dataDir: '.' });
    return { ...handle, databaseUrl: ':memory:', dispose: () => handle.db.destroy() };
  }
  if (!postgresUrl) throw new Error('createTestDatabase(postgres) needs TEST_DATABASE_URL');
  const schema = safeIdentifier(`test_${randomBytes(8).toString('hex')}`);
  await runAdminStatement(postgresUrl, `create schema ${schema}`);
  const handle = createDb({ databaseUrl: postgresUrl, dataDir: '.', pgSchema: schema });
  return {
    ...handle,
    databaseUrl: postgresUrl,
    dispose: async () => {
      await handle.db.destroy();
      await runAdminStatement(postgresUrl, `drop schema if exists ${schema} cascade`);
    },
  };
}
