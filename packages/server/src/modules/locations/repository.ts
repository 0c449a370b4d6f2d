import { appLanguageOf, type AppLanguage } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';
import { keptRead } from '../../db/kept-reads';

/** A location's row, kept while the locations are unchanged (nearly every request of a stay reads its location). */
export function findLocation(db: DbOrTrx, locationId: string) {
  return keptRead(db, `location\u0000${locationId}`, () => db.selectFrom('locations').selectAll().where('id', '=', locationId).executeTakeFirst());
}

export async function locationExists(db: DbOrTrx, locationId: string): Promise<boolean> {
  return (await db.selectFrom('locations').select('id').where('id', '=', locationId).executeTakeFirst()) !== undefined;
}

export async function insertLocation(db: DbOrTrx, location: { id: string; name: string; timeZone: string }): Promise<void> {
  await db.insertInto('locations').values({ id: location.id, name: location.name, time_zone: location.timeZone }).execute();
}

/** Adds the location unless one with the same id exists; answers how many rows it added. */
export async function insertLocationIfMissing(db: DbOrTrx, location: { id: string; name: string; timeZone: string }): Promise<number> {
  const results = await db
    .insertInto('locations')
    .values({ id: location.id, name: location.name, time_zone: location.timeZone })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** The language a location's content falls back to when a text is missing in the reader's language; English if unknown. */
export async function locationContentLanguage(db: DbOrTrx, locationId: string): Promise<AppLanguage> {
  return appLanguageOf((await findLocation(db, locationId))?.content_language) ?? 'en';
}

export async function updateLocationContentLanguage(db: DbOrTrx, locationId: string, language: AppLanguage): Promise<void> {
  await db.updateTable('locations').set({ content_language: language }).where('id', '=', locationId).execute();
}
