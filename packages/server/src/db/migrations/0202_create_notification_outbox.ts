import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The push notification outbox, and the overflow table for realtime envelopes too large for a PostgreSQL NOTIFY. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notification_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('recipient_kind', 'text', (col) => col.notNull())
    .addColumn('recipient_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('objecttype', 'text', (col) => col.notNull())
    .addColumn('objectkey', 'text', (col) => col.notNull())
    .addColumn('chat_nmbr', 'integer')
    .addColumn('transport', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('notification_outbox_recipient_idx')
    .on('notification_outbox')
    .columns(['recipient_kind', 'recipient_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('realtime_overflow')
    .addColumn('id', 'integer', autoIncrementPrimaryKey(dialectOf(db)))
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('realtime_overflow').execute();
  await db.schema.dropTable('notification_outbox').execute();
}
