import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Request counters of the rate limits, one row per key and window, shared by every instance on the database. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_resets_at_idx').on('rate_limits').column('resets_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
