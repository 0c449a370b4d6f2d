import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** What guests see of a guide when choosing one. `languages` and `tags` are JSON arrays of strings. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('guide_profiles')
    .addColumn('employee_id', 'text', (col) => col.primaryKey().references('employees.id').onDelete('cascade'))
    .addColumn('bio', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('languages', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('personimage', 'text')
    .addColumn('accepts_guests', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('guide_profiles').execute();
}
