import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Every mail the server produced. transport 'outbox' (no SMTP configured: status 'logged') or 'smtp' (status
 * 'sent' or 'failed' with the error). `nmbr` orders them as written.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialectOf(db)))
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('transport', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_recipient_idx').on('mail_outbox').columns(['recipient', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
