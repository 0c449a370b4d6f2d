import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Accommodations (suites and other units) and which of them a reservation holds; position 0 is the suite. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accommodations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .execute();
  await db.schema.createIndex('accommodations_location_id_idx').on('accommodations').column('location_id').execute();

  await db.schema
    .createTable('reservation_accommodations')
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('accommodation_id', 'text', (col) => col.notNull().references('accommodations.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('reservation_accommodations_pk', ['reservation_id', 'position'])
    .execute();
  await db.schema
    .createIndex('reservation_accommodations_accommodation_id_idx')
    .on('reservation_accommodations')
    .column('accommodation_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reservation_accommodations').execute();
  await db.schema.dropTable('accommodations').execute();
}
