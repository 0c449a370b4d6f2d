import type { Compilable } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { DbOrTrx } from './database';

/** The longest key list one statement takes; longer lists are read in chunks of this many. */
export const MAX_KEYS = 256;

/** The smallest power of two that holds `count` keys. */
const bucketOf = (count: number): number => 2 ** Math.ceil(Math.log2(count));

/**
 * A read of the rows of many keys (`in (…)`), compiled once per dialect and key-list length: lengths are rounded up
 * to a power of two by repeating the last key (which changes no answer), so a page of chats needs a handful of
 * compiled queries instead of building one per request. `build` uses `fixed` and `keys` only as values (see
 * `compiledOnce`); the rows of a longer list come back chunk after chunk.
 */
export function compiledForKeys<Fixed extends unknown[], Key, Row>(build: (db: DbOrTrx, fixed: Fixed, keys: Key[]) => Compilable<Row>) {
  const byLength = new Map<number, (db: DbOrTrx, ...values: unknown[]) => Promise<Row[]>>();
  const readOf = (fixedCount: number, length: number) => {
    let read = byLength.get(length);
    if (!read) {
      read = compiledOnce((db: DbOrTrx, ...values: unknown[]) => build(db, values.slice(0, fixedCount) as Fixed, values.slice(fixedCount) as Key[]));
      byLength.set(length, read);
    }
    return read;
  };
  return async (db: DbOrTrx, fixed: Fixed, keys: readonly Key[]): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let start = 0; start < keys.length; start += MAX_KEYS) {
      const chunk = keys.slice(start, start + MAX_KEYS);
      const length = bucketOf(chunk.length);
      const padded = [...chunk, ...Array.from({ length: length - chunk.length }, () => chunk.at(-1)!)];
      rows.push(...(await readOf(fixed.length, length)(db, ...fixed, ...padded)));
    }
    return rows;
  };
}
