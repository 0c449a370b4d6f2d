import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** When the guest last asked for help and nobody has handled it yet (null once a staff member replies or handles). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chats').addColumn('help_requested_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chats').dropColumn('help_requested_at').execute();
}
