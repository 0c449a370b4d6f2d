import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The large operator: what `SEED_DEMO=large` must hold, table by table (the README's "Benchmarks", Dataset). */
export const LARGE_DATASET = {
  locations: 5,
  accommodations: 2_000,
  reservations: 50_000,
  chats: 10_000,
  chat_messages: 1_000_000,
  orders: 100_000,
} as const;
export type CountedTable = keyof typeof LARGE_DATASET;

export const SEED_MAX_SECONDS = 120;

/** Row counts of the server's SQLite database (read-only, while the server runs). */
export function countRows(dataDir: string): Record<CountedTable, number> {
  const db = new Database(join(dataDir, 'stay.db'), { readonly: true, fileMustExist: true });
  try {
    const counts = {} as Record<CountedTable, number>;
    for (const table of Object.keys(LARGE_DATASET) as CountedTable[]) {
      counts[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    }
    return counts;
  } finally {
    db.close();
  }
}

/** The tables below their target, e.g. `chat_messages 143 < 1,000,000`. */
export function shortfalls(counts: Record<CountedTable, number>, scale = 1): string[] {
  return (Object.keys(LARGE_DATASET) as CountedTable[])
    .filter((table) => counts[table] < Math.floor(LARGE_DATASET[table] * scale))
    .map((table) => `${table} ${counts[table].toLocaleString('en')} < ${Math.floor(LARGE_DATASET[table] * scale).toLocaleString('en')}`);
}
