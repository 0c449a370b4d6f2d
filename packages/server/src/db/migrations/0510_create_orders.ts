import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Orders of a reservation, their deliveries, the payments credited to them, and the per product and day claim rows
 * that serialise rental capacity checks (two guests taking the last bike: the second waits for the first's claim).
 */
export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('orders')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .addColumn('state', 'integer', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('placed_at', 'text')
    .execute();
  await db.schema.createIndex('orders_reservation_idx').on('orders').columns(['reservation_id', 'nmbr']).execute();
  // One cart per reservation: at most one order that is open or has a payment in progress.
  await db.schema
    .createIndex('orders_one_cart_idx')
    .on('orders')
    .column('reservation_id')
    .unique()
    .where(sql.ref('state'), '<=', 20)
    .execute();

  await db.schema
    .createTable('order_deliveries')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('order_nmbr', 'integer', (col) => col.notNull().references('orders.nmbr').onDelete('cascade'))
    .addColumn('productkey', 'text', (col) => col.notNull())
    .addColumn('productname', 'text', (col) => col.notNull())
    .addColumn('productname_nl', 'text')
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_rate', 'integer', (col) => col.notNull())
    .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('delivery_date', 'text', (col) => col.notNull())
    .addColumn('delivery_day', 'text', (col) => col.notNull())
    .addColumn('agenda_nmbr', 'integer')
    .addColumn('is_rental', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hold_until', 'text')
    .addColumn('hold_expired', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_deliveries_order_idx').on('order_deliveries').columns(['order_nmbr', 'delivery_date']).execute();
  // Capacity: a product's rentals on a day; staff lists: deliveries by date.
  await db.schema.createIndex('order_deliveries_rental_idx').on('order_deliveries').columns(['productkey', 'delivery_day']).execute();
  await db.schema.createIndex('order_deliveries_date_idx').on('order_deliveries').columns(['delivery_date', 'nmbr']).execute();

  await db.schema
    .createTable('order_payment_credits')
    .addColumn('order_nmbr', 'integer', (col) => col.notNull().references('orders.nmbr').onDelete('cascade'))
    .addColumn('payment_ref', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_payment_credits_pk', ['order_nmbr', 'payment_ref'])
    .execute();

  await db.schema
    .createTable('rental_day_claims')
    .addColumn('location_id', 'text', (col) => col.notNull())
    .addColumn('productkey', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rental_day_claims_pk', ['location_id', 'productkey', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rental_day_claims').execute();
  await db.schema.dropTable('order_payment_credits').execute();
  await db.schema.dropTable('order_deliveries').execute();
  await db.schema.dropTable('orders').execute();
}
