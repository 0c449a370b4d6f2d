import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The browsers' Web Push subscriptions, by external user id (PER-<person> / EMP-<employee>). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('external_user_id', 'text', (col) => col.notNull())
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('session_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('external_user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
