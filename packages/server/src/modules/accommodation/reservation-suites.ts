import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';

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
