import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Chat messages translated into a reader's language, one row per message and language, written the first time a
 * reader asks: `paragraph` is the translation, null when the message was already in that language. The message itself
 * is never changed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('chat_message_translations')
    .addColumn('message_nmbr', 'integer', (col) => col.notNull().references('chat_messages.nmbr').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('source_language', 'text')
    .addColumn('paragraph', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_message_translations_pk', ['message_nmbr', 'language'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('chat_message_translations').execute();
}
