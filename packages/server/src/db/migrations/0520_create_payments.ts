import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Payments of orders through a payment service provider (PSP). `psp_id` is the PSP's id (unique per PSP once the PSP
 * has created it); `applied_at` marks the payment's final status as applied to the order, so a webhook applies it once.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialectOf(db)))
    .addColumn('psp', 'text', (col) => col.notNull())
    .addColumn('psp_id', 'text')
    .addColumn('order_nmbr', 'integer', (col) => col.notNull())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .addColumn('person_id', 'text', (col) => col.notNull().references('persons.id'))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('applied_at', 'text')
    .execute();
  await db.schema.createIndex('payments_psp_id_idx').on('payments').columns(['psp', 'psp_id']).unique().execute();
  // An order's payments, newest first: the one in progress is the newest.
  await db.schema.createIndex('payments_order_idx').on('payments').columns(['order_nmbr', 'nmbr']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payments').execute();
}
