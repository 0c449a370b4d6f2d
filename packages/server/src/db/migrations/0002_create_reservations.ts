import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Minimal reservation so a guest can have a current one; the reservations issue extends it. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_number', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('start_date_time', 'text', (col) => col.notNull())
    .addColumn('end_date_time', 'text', (col) => col.notNull())
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .addColumn('accommodation_name', 'text')
    .execute();
  await db.schema.createIndex('reservations_location_id_idx').on('reservations').column('location_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reservations').execute();
}
