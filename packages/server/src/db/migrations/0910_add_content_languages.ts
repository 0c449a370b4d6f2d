import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * German and French beside every Dutch content column of the shop and the announcements: null is a missing text (the
 * reader then sees the location's content language, then English). Order deliveries keep the product's name in every
 * language as it was when ordered.
 */
const COLUMNS: readonly (readonly [table: string, dutchColumns: readonly string[]])[] = [
  ['webshop_categories', ['name']],
  ['products', ['name', 'description']],
  ['product_options', ['name']],
  ['order_deliveries', ['productname']],
  ['announcements', ['lettername']],
  ['announcement_chapters', ['paragraphchapter', 'paragraph']],
];
const LANGUAGES = ['de', 'fr'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [table, fields] of COLUMNS) {
    for (const field of fields) {
      for (const language of LANGUAGES) await db.schema.alterTable(table).addColumn(`${field}_${language}`, 'text').execute();
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, fields] of COLUMNS) {
    for (const field of fields) {
      for (const language of LANGUAGES) await db.schema.alterTable(table).dropColumn(`${field}_${language}`).execute();
    }
  }
}
