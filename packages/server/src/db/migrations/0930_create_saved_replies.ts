import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Saved replies staff insert into chats: shared ones of a location (employee_id null) and every staff member's own.
 * One column per language: `text` English, `text_nl`, `text_de`, `text_fr` (null: missing).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('saved_replies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('location_id', 'text', (col) => col.references('locations.id').onDelete('cascade'))
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('shortcut', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('text_nl', 'text')
    .addColumn('text_de', 'text')
    .addColumn('text_fr', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('saved_replies_location_idx').on('saved_replies').columns(['location_id', 'employee_id']).execute();
  await db.schema.createIndex('saved_replies_employee_idx').on('saved_replies').column('employee_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('saved_replies').execute();
}
