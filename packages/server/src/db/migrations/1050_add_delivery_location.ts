import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A delivery carries its order's location, so the staff lists of a location's deliveries (of a day, from a day on)
 * read that location's deliveries in date order and stop at the page, instead of passing over every location's.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_deliveries').addColumn('location_id', 'text', (col) => col.references('locations.id')).execute();
  await sql`update order_deliveries set location_id = (select o.location_id from orders o where o.nmbr = order_deliveries.order_nmbr)`.execute(db);
  await db.schema.createIndex('order_deliveries_location_date_idx').on('order_deliveries').columns(['location_id', 'delivery_date', 'nmbr']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('order_deliveries_location_date_idx').execute();
  await db.schema.alterTable('order_deliveries').dropColumn('location_id').execute();
}
