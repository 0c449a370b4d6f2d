import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A rotated refresh token keeps its successor sealed with a key only the rotated token itself yields, so a refresh
 * that lost a race can be answered with the same successor. Revoked sessions are read on start (by revoked_at).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('sealed_successor', 'text').execute();
  await db.schema.createIndex('sessions_revoked_at_idx').on('sessions').column('revoked_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sessions_revoked_at_idx').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('sealed_successor').execute();
}
