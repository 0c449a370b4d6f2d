import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, safeIdentifier, type DbHandle } from '../../src/db/create-db';
import type { DialectName } from '../../src/db/dialect';

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

let workerDatabase: Promise<string> | undefined;

/**
 * The database this Vitest worker's suites use: one per worker next to TEST_DATABASE_URL's, created on first use.
 * Workers run side by side, and a migration reads every schema of its database (Kysely's introspection), so a suite
 * of another worker dropping its schema at that moment would fail it; within a worker, suites run one at a time.
 */
function workerDatabaseUrl(postgresUrl: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return Promise.resolve(postgresUrl);
  workerDatabase ??= (async () => {
    const url = new URL(postgresUrl);
    const name = safeIdentifier(`${url.pathname.slice(1)}_w${worker}`);
    try {
      await runAdminStatement(postgresUrl, `create database ${name}`);
    } catch (error) {
      // 42P04: it exists already (an earlier run); its schemas are the suites' own and dropped after each.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/** A fresh, empty database: SQLite in memory, or a new PostgreSQL schema in this worker's database. */
export async function createTestDatabase(dialect: DialectName, sharedPostgresUrl?: string): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = createDb({ databaseUrl: ':memory:', dataDir: '.' });
    return { ...handle, databaseUrl: ':memory:', dispose: () => handle.db.destroy() };
  }
  if (!sharedPostgresUrl) throw new Error('createTestDatabase(postgres) needs TEST_DATABASE_URL');
  const postgresUrl = await workerDatabaseUrl(sharedPostgresUrl);
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
