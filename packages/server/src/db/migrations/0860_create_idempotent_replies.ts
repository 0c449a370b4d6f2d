import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The replies to signed-in writes that carried an Idempotency-Key, per caller and key, shared by every instance on the
 * database: a resend answers the stored reply. A row without a status is a write still running.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('idempotent_replies')
    .addColumn('caller', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotent_replies_pk', ['caller', 'key'])
    .execute();
  await db.schema.createIndex('idempotent_replies_started_at_idx').on('idempotent_replies').column('started_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('idempotent_replies').execute();
}
