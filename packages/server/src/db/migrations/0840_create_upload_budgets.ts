import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Bytes uploaded per key (account or client address) in an hour's window, shared by every instance on the database. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('upload_budgets')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('bytes', 'bigint', (col) => col.notNull())
    .addColumn('resets_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('upload_budgets_resets_at_idx').on('upload_budgets').column('resets_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('upload_budgets').execute();
}
