import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { resolveDatabaseTarget, type DialectName } from './dialect';
import { dataGenerations } from './data-generations';
import { observedDialect } from './observed-dialect';
import { preparedNameOf } from './prepared-statements';
import { KeptStatementSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './sqlite-statement-cache';

export interface CreateDbOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests give each suite its own). */
  pgSchema?: string;
  /** PostgreSQL only: told about a pooled connection that failed (by default a line on stderr); never throws. */
  onConnectionError?: (error: Error) => void;
}

/**
 * How long opening a PostgreSQL connection may take. While the database is unreachable, a request waits at most this
 * long for one and then answers 503 SERVICE_UNAVAILABLE, instead of queueing until the database is back.
 */
export const PG_CONNECT_TIMEOUT_MS = 2_000;

/**
 * The pool's clients, each with the connect timeout (given to the client rather than the pool, where the same option
 * would also limit the wait for a free connection: under load that wait is the load shedding's business, not an
 * outage), and sending the reads compiled once as prepared statements.
 */
class PoolClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS });
  }

  /**
   * Kysely's queries (text and values); a read compiled once goes as its named prepared statement (prepared-statements).
   * Typed `never` to stand in for every overload of pg's `query`, which it passes on unchanged.
   */
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && Array.isArray(values) ? preparedNameOf(text) : undefined;
    const query = super.query as (...queryArgs: unknown[]) => never;
    return name === undefined ? query.apply(this, args) : query.call(this, { name, text, values });
  }
}

const logConnectionError = (error: Error) => {
  console.warn(JSON.stringify({ level: 'warn', msg: 'Database: a pooled connection failed', err: error.message }));
};

/** How the PostgreSQL pool of a handle from createDb is used right now. */
export interface PoolUse {
  /** Connections open (idle or checked out). */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const pools = new WeakMap<object, pg.Pool>();

/** The pool use of a PostgreSQL handle from createDb (for the metrics); undefined on SQLite. */
export function poolUseOf(db: Kysely<Database>): PoolUse | undefined {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
}

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Opens the database chosen by DATABASE_URL. Call `db.destroy()` to close it (ends the pg pool). */
export function createDb({ databaseUrl, dataDir, pgSchema, onConnectionError = logConnectionError }: CreateDbOptions): DbHandle {
  const target = resolveDatabaseTarget(databaseUrl, dataDir);
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: 10,
      Client: PoolClient,
      // Notices a peer that vanished without closing the connection (a network cut) instead of waiting forever.
      keepAlive: true,
      ...(pgSchema ? { options: `-c search_path=${safeIdentifier(pgSchema)}` } : {}),
    });
    // A connection that dies (the database restarts, a backend is terminated) emits 'error' on its client, idle or
    // checked out; unheard, that would end the process. The query it ran fails on its own (answered 503), and
    // pg-pool drops the client, so the next query opens a fresh connection.
    pool.on('connect', (client) => {
      client.on('error', (error) => onConnectionError(error));
    });
    // pg-pool re-emits an idle client's error here too; the client's own listener above has told about it already.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: observedDialect(new PostgresDialect({ pool }), dataGenerations) });
    pools.set(db, pool);
    return { db, dialect: 'postgres' };
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
    db: new Kysely<Database>({ dialect: observedDialect(new KeptStatementSqliteDialect({ database: withStatementCache(sqlite) }), dataGenerations) }),
    dialect: 'sqlite',
  };
}

/** Returns the name when it is a plain lower-case identifier that needs no quoting, else throws. */
export function safeIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return name;
}
