import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The staff reservation lists are keyset pages over a location's reservations: arrivals and upcoming by start,
 * departures, in house and past by end, ties by id. One index per order, led by the location; the two without it
 * serve staff of every location (no location of their own).
 */
const INDEXES: [name: string, columns: string[]][] = [
  ['reservations_location_start_idx', ['location_id', 'start_date_time', 'id']],
  ['reservations_location_end_idx', ['location_id', 'end_date_time', 'id']],
  ['reservations_start_idx', ['start_date_time', 'id']],
  ['reservations_end_idx', ['end_date_time', 'id']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('reservations').columns(columns).execute();
  // The location index of 0002 is a prefix of the two above: every query it served, they serve.
  await db.schema.dropIndex('reservations_location_id_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('reservations_location_id_idx').on('reservations').column('location_id').execute();
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
