import { sql, type Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * When an attachment was first sent in a message; null while it was only uploaded. The cleanup job removes those
 * never sent after a grace period; the index finds them without reading the sent ones. Attachments already sent
 * count as sent at their upload.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chat_attachments').addColumn('sent_at', 'text').execute();
  await sql`
    update chat_attachments set sent_at = created_at
    where exists (
      select 1 from chat_messages m
      where m.chat_nmbr = chat_attachments.chat_nmbr and m.attachments like ${'%"'} || chat_attachments.filename || ${'"%'}
    )`.execute(db);
  await db.schema.createIndex('chat_attachments_sent_created_idx').on('chat_attachments').columns(['sent_at', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('chat_attachments_sent_created_idx').execute();
  await db.schema.alterTable('chat_attachments').dropColumn('sent_at').execute();
}
