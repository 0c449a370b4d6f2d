import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LANGUAGES = ['nl', 'de', 'fr'] as const;

/**
 * The texts of web links, FAQ categories, the guide questionnaire, guide bios and chat suggestions in Dutch, German and
 * French beside their English column: `<field>_nl`, `<field>_de`, `<field>_fr`, null while missing.
 * `weblink_categories.name_nl` exists already.
 */
const TRANSLATED: readonly (readonly [table: string, field: string, languages: readonly string[]])[] = [
  ['weblink_categories', 'name', ['de', 'fr']],
  ['weblinks', 'title', LANGUAGES],
  ['weblinks', 'description', LANGUAGES],
  ['questionnaires', 'title', LANGUAGES],
  ['questionnaire_questions', 'question', LANGUAGES],
  ['questionnaire_options', 'text', LANGUAGES],
  ['guide_profiles', 'bio', LANGUAGES],
  ['chat_suggestions', 'title', LANGUAGES],
  ['chat_suggestions', 'text', LANGUAGES],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [table, field, languages] of TRANSLATED) {
    for (const language of languages) await db.schema.alterTable(table).addColumn(`${field}_${language}`, 'text').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, field, languages] of TRANSLATED) {
    for (const language of languages) await db.schema.alterTable(table).dropColumn(`${field}_${language}`).execute();
  }
}
