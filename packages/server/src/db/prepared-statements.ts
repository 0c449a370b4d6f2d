/**
 * The SQL of the PostgreSQL reads compiled once (compiledOnce), each with the name it is prepared under. The set is
 * bounded by the code: compiledOnce makes one query per read and dialect (compiledForKeys a handful per read).
 */
const names = new Map<string, string>();

/** Has the pool's connections send `sql` as a named prepared statement: parsed and planned once per connection. */
export function prepareOnEachConnection(sql: string): void {
  if (!names.has(sql)) names.set(sql, `stay_${names.size + 1}`);
}

/** The name `sql` is prepared under; undefined for a query that is built anew each time (sent unnamed). */
export function preparedNameOf(sql: string): string | undefined {
  return names.get(sql);
}
