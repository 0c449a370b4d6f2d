/** Socket errors that mean the database server cannot be reached (refused, reset, timed out, unknown host). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL error codes of a server going away or not yet there: 57P01 admin_shutdown (a terminated backend,
 * `pg_ctl stop -m fast`), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), and the
 * whole 08 class (connection exceptions).
 */
const isUnavailableSqlState = (code: string) => code === '57P01' || code === '57P02' || code === '57P03' || /^08[0-9A-Z]{3}$/.test(code);

/** Messages of node-postgres and pg-pool for a connection that died or could not be made in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Whether the error says the database cannot be reached right now (as opposed to a query the database refused):
 * such a failure answers 503 SERVICE_UNAVAILABLE and goes away by itself once the database is back. Looks through
 * `cause` and AggregateError's `errors` (Node reports a refused dual-stack connect as one).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
