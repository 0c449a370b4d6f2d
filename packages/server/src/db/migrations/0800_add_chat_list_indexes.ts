import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The staff inbox reads chats in list order (newest activity first, ties by nmbr) and stops after the page:
 * - per location, and for staff of every location over all chats, in that order (PostgreSQL needs the nmbr in the
 *   index to end the scan at the page; SQLite's index holds the row id anyway);
 * - a staff member's or workgroup's memberships: the chat number in the index answers them without a table read.
 * Each index replaces the one of 0200 that is its prefix.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('chats_location_activity_nmbr_idx').on('chats').columns(['location_id', 'activity_at', 'nmbr']).execute();
  await db.schema.createIndex('chats_activity_nmbr_idx').on('chats').columns(['activity_at', 'nmbr']).execute();
  await db.schema.dropIndex('chats_location_activity_idx').execute();
  await db.schema.createIndex('chat_members_kind_key_chat_idx').on('chat_members').columns(['kind', 'member_key', 'chat_nmbr']).execute();
  await db.schema.dropIndex('chat_members_kind_key_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('chat_members_kind_key_idx').on('chat_members').columns(['kind', 'member_key']).execute();
  await db.schema.dropIndex('chat_members_kind_key_chat_idx').execute();
  await db.schema.createIndex('chats_location_activity_idx').on('chats').columns(['location_id', 'activity_at']).execute();
  await db.schema.dropIndex('chats_activity_nmbr_idx').execute();
  await db.schema.dropIndex('chats_location_activity_nmbr_idx').execute();
}
