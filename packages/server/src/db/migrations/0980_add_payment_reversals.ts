import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Money that went back after a payment was paid: refunded by staff, or charged back by the payer's bank. The PSP's
 * totals per payment (`refunded_cents`, `charged_back_cents`), their sums per order, the test PSP's refunded total,
 * and each refund staff asked for (`payment_refunds`: who, how much, why).
 */
export async function up(db: AnyDb): Promise<void> {
  for (const table of ['payments', 'orders']) {
    await db.schema.alterTable(table).addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('charged_back_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  }
  await db.schema.alterTable('test_psp_payments').addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_nmbr', 'integer', (col) => col.notNull().references('payments.nmbr').onDelete('cascade'))
    .addColumn('psp_refund_id', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_payment_idx').on('payment_refunds').column('payment_nmbr').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('test_psp_payments').dropColumn('refunded_cents').execute();
  for (const table of ['payments', 'orders']) {
    await db.schema.alterTable(table).dropColumn('charged_back_cents').execute();
    await db.schema.alterTable(table).dropColumn('refunded_cents').execute();
  }
}
