import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Staff availability: weekly hours and exceptions over a range, each available or unavailable. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('availability_slots')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialectOf(db)))
    .addColumn('employee_id', 'text', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('repeat', 'text', (col) => col.notNull())
    .addColumn('weekday', 'integer')
    .addColumn('from_time', 'text')
    .addColumn('till_time', 'text')
    .addColumn('start_at', 'text')
    .addColumn('end_at', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('availability_slots_employee_idx').on('availability_slots').columns(['employee_id', 'repeat']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('availability_slots').execute();
}
