import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A product's own delivery time (HH:mm on the park's clock; null: noon, as every delivery was so far), and when staff
 * ticked a delivery off as delivered (UTC ISO; null: still to bring).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('delivery_time', 'text').execute();
  await db.schema.alterTable('order_deliveries').addColumn('delivered_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_deliveries').dropColumn('delivered_at').execute();
  await db.schema.alterTable('products').dropColumn('delivery_time').execute();
}
