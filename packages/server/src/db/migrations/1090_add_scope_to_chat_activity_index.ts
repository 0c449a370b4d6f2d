import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A page of the whole staff inbox walks the chats newest activity first and keeps those of the staff member's
 * location that are not closed: with the location and the status in the index, SQLite tells the chats of other
 * parks apart from the index alone and reads the table only for the chats on the page (about one in five on a
 * site of five parks). It replaces the index of 0800 that is its prefix.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('chats_activity_scope_idx').on('chats').columns(['activity_at', 'nmbr', 'location_id', 'chatstatus']).execute();
  await db.schema.dropIndex('chats_activity_nmbr_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('chats_activity_nmbr_idx').on('chats').columns(['activity_at', 'nmbr']).execute();
  await db.schema.dropIndex('chats_activity_scope_idx').execute();
}
