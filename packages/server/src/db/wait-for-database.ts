import { sql } from 'kysely';
import { ConfigError } from '../config';
import { isDatabaseUnavailable } from './connection-errors';
import type { Db } from './database';
import { resolveDatabaseTarget } from './dialect';

/**
 * SQLSTATEs that retrying cannot cure: 28P01 wrong password, 28000 an unknown role or a pg_hba.conf refusal,
 * 3D000 a database that does not exist.
 */
const HOPELESS_SQL_STATES = new Set(['28P01', '28000', '3D000']);

const CAUSES: Record<string, string> = {
  ECONNREFUSED: 'connection refused (nothing listens there)',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** First wait between two attempts; it doubles up to the largest. */
const FIRST_DELAY_MS = 500;
const LARGEST_DELAY_MS = 5_000;

export interface WaitForDatabaseOptions {
  databaseUrl: string | undefined;
  /** Seconds to keep retrying a database that cannot be reached (0: one attempt). */
  timeoutSeconds: number;
  /** Told about each failed attempt that will be retried (one line). */
  warn?: (line: string) => void;
  /** Tests replace the wait between attempts. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Waits until PostgreSQL answers a query, so a server started just before its database still comes up. A database that
 * cannot be reached (refused, reset, timed out, starting up) is retried with backoff (0.5 s doubling to 5 s) for at most
 * `timeoutSeconds`; wrong credentials or a missing database fail at once. Each failure is one line naming host, port,
 * database and the cause, never the password. SQLite has nothing to wait for.
 */
export async function waitForDatabase(db: Db, options: WaitForDatabaseOptions): Promise<void> {
  const target = resolveDatabaseTarget(options.databaseUrl, '.');
  if (target.dialect !== 'postgres') return;
  const where = describeTarget(target.connectionString);
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? (() => performance.now());
  const deadline = now() + options.timeoutSeconds * 1000;
  for (let attempt = 1, delay = FIRST_DELAY_MS; ; attempt += 1, delay = Math.min(delay * 2, LARGEST_DELAY_MS)) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const cause = causeOf(error);
      const retryable = isDatabaseUnavailable(error) && !HOPELESS_SQL_STATES.has(sqlStateOf(error) ?? '');
      if (!retryable) throw new ConfigError(`DATABASE_URL: PostgreSQL ${where}: ${cause}; retrying cannot help, check DATABASE_URL and the database`);
      const left = deadline - now();
      if (left <= 0) {
        throw new ConfigError(
          `DATABASE_URL: PostgreSQL ${where} could not be reached within ${options.timeoutSeconds} s (${attempt} attempts): ${cause}; start the database or fix the address (DATABASE_START_TIMEOUT_SECONDS sets the wait)`,
        );
      }
      const wait = Math.min(delay, left);
      warn(`Database: PostgreSQL ${where} cannot be reached yet: ${cause}; retrying in ${(wait / 1000).toFixed(1)} s`);
      await sleep(wait);
    }
  }
}

/** `at host:port, database name` from the URL, without user or password. */
export function describeTarget(connectionString: string): string {
  const url = new URL(connectionString);
  const socketHost = url.searchParams.get('host');
  const host = url.hostname || socketHost || 'localhost';
  const port = url.port || url.searchParams.get('port') || '5432';
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  return `at ${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}, database '${database}'`;
}

function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** One line saying what went wrong: the socket's error as words, else the database's own message. */
export function causeOf(error: unknown, depth = 0): string {
  if (typeof error !== 'object' || error === null || depth > 4) return String(error);
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && CAUSES[code]) return CAUSES[code];
  if (Array.isArray(errors) && errors.length > 0) return causeOf(errors[0], depth + 1);
  if (typeof message === 'string' && message.trim()) return message.replace(/\s+/g, ' ').trim();
  if (cause !== undefined) return causeOf(cause, depth + 1);
  return typeof code === 'string' ? code : 'unknown error';
}
