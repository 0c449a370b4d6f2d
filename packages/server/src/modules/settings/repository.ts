import type { DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';

export interface SettingRecord {
  scope: string;
  name: string;
  value: unknown;
}

export async function findSettings(db: DbOrTrx, scopes: readonly string[]): Promise<SettingRecord[]> {
  if (scopes.length === 0) return [];
  const rows = await db.selectFrom('settings').selectAll().where('scope', 'in', scopes).execute();
  return rows.map((row) => ({ scope: row.scope, name: row.name, value: JSON.parse(row.value) as unknown }));
}

/** Inserts or replaces one setting (value stored as JSON text). */
export async function saveSetting(db: DbOrTrx, scope: string, name: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ scope, name, value: json })
    .onConflict((conflict) => conflict.columns(['scope', 'name']).doUpdateSet({ value: json }))
    .execute();
}

/** Adds the settings rows that do not exist yet (`value` stored as JSON); answers how many it added. */
export async function insertSettings(db: DbOrTrx, settings: ReadonlyArray<{ scope: string; name: string; value: unknown }>): Promise<number> {
  const results = await db
    .insertInto('settings')
    .values(settings.map(({ scope, name, value }) => ({ scope, name, value: JSON.stringify(value) })))
    .onConflict((conflict) => conflict.columns(['scope', 'name']).doNothing())
    .execute();
  return countInserted(results);
}
