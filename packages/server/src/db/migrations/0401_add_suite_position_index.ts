import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Whether an accommodation is ever held as an extra (position > 0, e.g. a parking place) decides whether it counts as
 * a suite: with the position in the index that is one seek per accommodation instead of a pass over its every stay.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('reservation_accommodations_accommodation_position_idx')
    .on('reservation_accommodations')
    .columns(['accommodation_id', 'position'])
    .execute();
  // A prefix of the new index: every query it served, the new one serves.
  await db.schema.dropIndex('reservation_accommodations_accommodation_id_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('reservation_accommodations_accommodation_id_idx').on('reservation_accommodations').column('accommodation_id').execute();
  await db.schema.dropIndex('reservation_accommodations_accommodation_position_idx').execute();
}
