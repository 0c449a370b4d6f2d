import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';

export type SuiteRow = Selectable<Database['accommodations']>;

export function findSuiteById(db: DbOrTrx, id: string): Promise<SuiteRow | undefined> {
  return db.selectFrom('accommodations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The suite with this id, or else every suite with this name (case-insensitive; one per location). */
export async function findSuitesByIdOrName(db: DbOrTrx, idOrName: string): Promise<SuiteRow[]> {
  const byId = await findSuiteById(db, idOrName);
  if (byId) return [byId];
  return db
    .selectFrom('accommodations')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', idOrName.trim().toLowerCase()))
    .orderBy('id')
    .execute();
}

/** Makes this suite the reservation's first (position 0). */
export async function insertReservationSuite(db: DbOrTrx, reservationId: string, suiteId: string): Promise<void> {
  await db.insertInto('reservation_accommodations').values({ reservation_id: reservationId, accommodation_id: suiteId, position: 0 }).execute();
}

/** Adds the location's suites that do not exist yet; answers how many it added. */
export async function insertSuites(db: DbOrTrx, suites: ReadonlyArray<{ id: string; name: string }>, locationId: string): Promise<number> {
  const results = await db
    .insertInto('accommodations')
    .values(suites.map((suite) => ({ ...suite, location_id: locationId })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Makes these suites (in this order) the reservation's suites. */
export async function replaceReservationSuites(db: DbOrTrx, reservationId: string, suiteIds: readonly string[]): Promise<void> {
  await db.deleteFrom('reservation_accommodations').where('reservation_id', '=', reservationId).execute();
  await db
    .insertInto('reservation_accommodations')
    .values(suiteIds.map((suiteId, position) => ({ reservation_id: reservationId, accommodation_id: suiteId, position })))
    .execute();
}

/** The first suite (position 0) of each of these reservations, distinct and sorted. */
export async function findSuiteIdsOf(db: DbOrTrx, reservationIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_accommodations')
    .select('accommodation_id')
    .distinct()
    .where('reservation_id', 'in', [...reservationIds])
    .where('position', '=', 0)
    .orderBy('accommodation_id')
    .execute();
  return rows.map((row) => row.accommodation_id);
}
