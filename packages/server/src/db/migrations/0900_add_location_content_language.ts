import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The language a location's content falls back to when a text is missing in the reader's language (then English). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('locations').addColumn('content_language', 'text', (column) => column.notNull().defaultTo('en')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('locations').dropColumn('content_language').execute();
}
