import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Private notes: staff messages inside a guest chat that only staff read (`chat_messages.is_note`). A guest's
 * reads take only `is_note = 0` rows; the index answers their keyset pages and unread counts without the notes.
 * `chats.last_message_nmbr` stays the newest message a guest may read (the list's lastmessage); the newest note is
 * `chats.last_note_nmbr`. `chat_mentions` holds who a message mentions, for the inbox's mention marker.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('is_note', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('chat_messages_chat_note_nmbr_idx').on('chat_messages').columns(['chat_nmbr', 'is_note', 'nmbr']).execute();
  await db.schema.alterTable('chats').addColumn('last_note_nmbr', 'integer').execute();
  await db.schema
    .createTable('chat_mentions')
    .addColumn('message_nmbr', 'integer', (col) => col.notNull().references('chat_messages.nmbr').onDelete('cascade'))
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull().references('chats.nmbr').onDelete('cascade'))
    .addColumn('employee_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_mentions_pk', ['message_nmbr', 'employee_id'])
    .execute();
  await db.schema.createIndex('chat_mentions_employee_chat_idx').on('chat_mentions').columns(['employee_id', 'chat_nmbr', 'message_nmbr']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('chat_mentions').execute();
  await db.schema.alterTable('chats').dropColumn('last_note_nmbr').execute();
  await db.schema.dropIndex('chat_messages_chat_note_nmbr_idx').execute();
  await db.schema.alterTable('chat_messages').dropColumn('is_note').execute();
}
