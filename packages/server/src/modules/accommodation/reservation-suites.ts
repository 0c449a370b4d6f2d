import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';

export type AccommodationRow = Selectable<Database['accommodations']>;

export function findAccommodationById(db: DbOrTrx, id: string): Promise<AccommodationRow | undefined> {
  return db.selectFrom('accommodations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The accommodation with this id, or else every accommodation with this name (case-insensitive; one per location). */
export async function findAccommodationsByIdOrName(db: DbOrTrx, idOrName: string): Promise<AccommodationRow[]> {
  const byId = await findAccommodationById(db, idOrName);
  if (byId) return [byId];
  return db
    .selectFrom('accommodations')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['name']), '=', idOrName.trim().toLowerCase()))
    .orderBy('id')
    .execute();
}

/** Makes the accommodation the reservation's suite (position 0). */
export async function insertReservationSuite(db: DbOrTrx, reservationId: string, accommodationId: string): Promise<void> {
  await db.insertInto('reservation_accommodations').values({ reservation_id: reservationId, accommodation_id: accommodationId, position: 0 }).execute();
}

/** Adds the location's accommodations that do not exist yet; answers how many it added. */
export async function insertAccommodations(db: DbOrTrx, accommodations: ReadonlyArray<{ id: string; name: string }>, locationId: string): Promise<number> {
  const results = await db
    .insertInto('accommodations')
    .values(accommodations.map((accommodation) => ({ ...accommodation, location_id: locationId })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Makes these accommodations (in this order) the reservation's accommodations. */
export async function replaceReservationAccommodations(db: DbOrTrx, reservationId: string, accommodationIds: readonly string[]): Promise<void> {
  await db.deleteFrom('reservation_accommodations').where('reservation_id', '=', reservationId).execute();
  await db
    .insertInto('reservation_accommodations')
    .values(accommodationIds.map((accommodationId, position) => ({ reservation_id: reservationId, accommodation_id: accommodationId, position })))
    .execute();
}

/** The first accommodation (the suite) of each of these reservations, distinct and sorted. */
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
