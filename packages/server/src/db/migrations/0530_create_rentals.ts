import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Bike rentals (one per bike of a placed order's bike delivery) with the rental partner's last report of the bike,
 * and the guests' damage reports on them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rentals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.notNull())
    .addColumn('delivery_nmbr', 'integer', (col) => col.notNull())
    .addColumn('unit_index', 'integer', (col) => col.notNull())
    .addColumn('productkey', 'text', (col) => col.notNull())
    .addColumn('productname', 'text', (col) => col.notNull())
    .addColumn('bike_id', 'text')
    .addColumn('bike_name', 'text')
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('lock_state', 'text', (col) => col.notNull().defaultTo('unknown'))
    .addColumn('battery', 'integer')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('at_station', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reported_at', 'text')
    .addColumn('station_beacon_seen_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('rentals_delivery_unit_unique', ['delivery_nmbr', 'unit_index'])
    .execute();
  await db.schema.createIndex('rentals_reservation_idx').on('rentals').columns(['reservation_id', 'start_at']).execute();

  await db.schema
    .createTable('rental_damage_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('rental_id', 'text', (col) => col.notNull().references('rentals.id').onDelete('cascade'))
    .addColumn('reporter_person_id', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('photo_filename', 'text')
    .addColumn('photo_mimetype', 'text')
    .addColumn('photo_size', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rental_damage_reports_rental_idx').on('rental_damage_reports').columns(['rental_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rental_damage_reports').execute();
  await db.schema.dropTable('rentals').execute();
}
