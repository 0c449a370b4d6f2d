import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A device's name is content the guest reads ("Front door"): Dutch, German and French beside the English `name`.
 * Null is a missing text (the reader then sees the location's content language, then English).
 */
const LANGUAGES = ['nl', 'de', 'fr'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const language of LANGUAGES) await db.schema.alterTable('domoticas').addColumn(`name_${language}`, 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const language of LANGUAGES) await db.schema.alterTable('domoticas').dropColumn(`name_${language}`).execute();
}
