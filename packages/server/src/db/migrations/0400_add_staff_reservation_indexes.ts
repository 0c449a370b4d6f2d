import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The staff reservation lists are keyset pages over a location's reservations: arrivals and upcoming by start,
 * departures, in house and past by end, ties by id; the lists are searched on number, guest name and suite name.
 *
 * SQLite: each index also holds the other instant and the searched text, so the counts, the in-house filter and a
 * search that has to pass over every reservation read the index only (a search over 100,000 stays reads no table
 * row). PostgreSQL limits the size of an index entry, so there the indexes hold the order only.
 * The two indexes without the location serve staff of every location (no location of their own).
 */
const SEARCHED = ['reservation_number', 'main_guest_firstname', 'main_guest_surname', 'accommodation_name'];

function indexesFor(isSqlite: boolean): [name: string, columns: string[]][] {
  const extra = (other: string) => (isSqlite ? [other, ...SEARCHED] : []);
  return [
    ['reservations_location_start_idx', ['location_id', 'start_date_time', 'id', ...extra('end_date_time')]],
    ['reservations_location_end_idx', ['location_id', 'end_date_time', 'id', ...extra('start_date_time')]],
    ['reservations_start_idx', ['start_date_time', 'id']],
    ['reservations_end_idx', ['end_date_time', 'id']],
  ];
}

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of indexesFor(dialectOf(db) === 'sqlite')) await db.schema.createIndex(name).on('reservations').columns(columns).execute();
  // The location index of 0002 is a prefix of the two above: every query it served, they serve.
  await db.schema.dropIndex('reservations_location_id_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('reservations_location_id_idx').on('reservations').column('location_id').execute();
  for (const [name] of [...indexesFor(dialectOf(db) === 'sqlite')].reverse()) await db.schema.dropIndex(name).execute();
}
