import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Why a complaint was declined (plain text); null for approved, awaiting and earlier declined complaints. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('review_reason', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('complaints').dropColumn('review_reason').execute();
}
