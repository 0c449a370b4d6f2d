import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The reader's language carried past the app's own texts:
 * - `chat_messages.system_line`: a system line every reader sees in their own language, as JSON with the line's kind
 *   and what it names (`{"kind":"HELP_REQUEST","name":"Anna","note":"…"}`), rendered by the app from its translated
 *   texts; `paragraph` keeps the English line for previews, search and older apps. Older lines have none and are
 *   shown as written.
 * - `test_psp_payments.language`: the payer's language, which the built-in test PSP's page is shown in (as Mollie's
 *   page follows the payment's `locale`).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('system_line', 'text').execute();
  await db.schema.alterTable('test_psp_payments').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('test_psp_payments').dropColumn('language').execute();
  await db.schema.alterTable('chat_messages').dropColumn('system_line').execute();
}
