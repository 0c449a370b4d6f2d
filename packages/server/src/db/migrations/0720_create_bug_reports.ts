import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Bug reports from the app, signed in or not, with an optional screenshot stored as a file. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('bug_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('app_version', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('reporter_kind', 'text')
    .addColumn('reporter_id', 'text')
    .addColumn('reporter_role', 'text')
    .addColumn('location_id', 'text')
    .addColumn('screenshot_filename', 'text')
    .addColumn('screenshot_mimetype', 'text')
    .addColumn('screenshot_size', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Management's list: newest first, of one location (and those without one), keyset-paged by (created_at, id).
  await db.schema.createIndex('bug_reports_created_idx').on('bug_reports').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('bug_reports_location_created_idx').on('bug_reports').columns(['location_id', 'created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('bug_reports').execute();
}
