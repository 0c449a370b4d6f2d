import type { InsertResult } from 'kysely';

/** How many rows a set of inserts added or updated (an `on conflict do nothing` that skipped a row counts 0). */
export const countInserted = (results: readonly InsertResult[]): number =>
  results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);
