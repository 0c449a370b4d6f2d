import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { resolveDatabaseTarget, type DialectName } from './dialect';
import { dataGenerations } from './data-generations';
import { observedDialect } from './observed-dialect';
import { withStatementCache } from './sqlite-statement-cache';

export interface CreateDbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests give each suite its own). */
  pgSchema?: string;
}

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Opens the database chosen by DATABASE_URL. Call `db.destroy()` to close it (ends the pg pool). */
export function createDb({ databaseUrl, dataDir, pgSchema }: CreateDbOptions): DbHandle {
  const target = resolveDatabaseTarget(databaseUrl, dataDir);
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: 10,
      ...(pgSchema ? { options: `-c search_path=${safeIdentifier(pgSchema)}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: observedDialect(new PostgresDialect({ pool }), dataGenerations) }), dialect: 'postgres' };
  }
  if (target.file !== ':memory:') mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL allows readers during a write; NORMAL sync is durable across application crashes in WAL mode.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  // The default page cache is 2 MB; the hot reads of a large park touch far more. Memory-mapped reads skip a copy.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  // A write-ahead log left large (after a bulk seed or import) is folded in now, before the server listens, not by
  // the first request that writes.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  return {
    db: new Kysely<Database>({ dialect: observedDialect(new SqliteDialect({ database: withStatementCache(sqlite) }), dataGenerations) }),
    dialect: 'sqlite',
  };
}

/** Returns the name when it is a plain lower-case identifier that needs no quoting, else throws. */
export function safeIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return name;
}
