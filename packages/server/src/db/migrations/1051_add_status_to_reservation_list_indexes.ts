import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * SQLite: the location indexes of the staff reservation lists (0400) also hold the status, the last column their
 * queries filter on (cancelled stays are left out), so the lists' counts and a search read the index only.
 * PostgreSQL keeps its indexes as they are (the order only).
 */
const SEARCHED = ['reservation_number', 'main_guest_firstname', 'main_guest_surname', 'accommodation_name'];

const indexes = (withStatus: boolean): [name: string, columns: string[]][] => {
  const held = (other: string) => [other, ...(withStatus ? ['status'] : []), ...SEARCHED];
  return [
    ['reservations_location_start_idx', ['location_id', 'start_date_time', 'id', ...held('end_date_time')]],
    ['reservations_location_end_idx', ['location_id', 'end_date_time', 'id', ...held('start_date_time')]],
  ];
};

async function recreate(db: AnyDb, withStatus: boolean): Promise<void> {
  for (const [name, columns] of indexes(withStatus)) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('reservations').columns(columns).execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'sqlite') await recreate(db, true);
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'sqlite') await recreate(db, false);
}
