import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Complaints about a reservation, their rich-text notes and the appointments planned on them. */
export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('complaints')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('New'))
    .addColumn('assigned', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('NORMAL'))
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('OTHER'))
    .addColumn('workgroup', 'text')
    .addColumn('employee_id', 'text', (col) => col.notNull().references('employees.id'))
    .addColumn('created_by', 'text', (col) => col.notNull().references('employees.id'))
    .addColumn('reviewed_by', 'text', (col) => col.references('employees.id'))
    .addColumn('reviewed_at', 'text')
    .addColumn('resolved_by', 'text', (col) => col.references('employees.id'))
    .addColumn('resolved_at', 'text')
    .addColumn('creation_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Lists: a location's complaints newest first, whole or by state or review; counts per creation day; a stay's own.
  await db.schema.createIndex('complaints_location_nmbr_idx').on('complaints').columns(['location_id', 'nmbr']).execute();
  await db.schema.createIndex('complaints_location_state_idx').on('complaints').columns(['location_id', 'state', 'nmbr']).execute();
  await db.schema.createIndex('complaints_location_assigned_idx').on('complaints').columns(['location_id', 'assigned', 'nmbr']).execute();
  await db.schema.createIndex('complaints_location_date_idx').on('complaints').columns(['location_id', 'creation_date']).execute();
  await db.schema.createIndex('complaints_reservation_idx').on('complaints').columns(['reservation_id', 'nmbr']).execute();
  await db.schema.createIndex('complaints_employee_idx').on('complaints').columns(['employee_id', 'state']).execute();

  await db.schema
    .createTable('complaint_notes')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('complaint_nmbr', 'integer', (col) => col.notNull().references('complaints.nmbr').onDelete('cascade'))
    .addColumn('paragraph', 'text', (col) => col.notNull())
    .addColumn('employee_id', 'text', (col) => col.notNull().references('employees.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('complaint_notes_complaint_idx').on('complaint_notes').columns(['complaint_nmbr', 'nmbr']).execute();

  await db.schema
    .createTable('appointments')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('complaint_nmbr', 'integer', (col) => col.notNull().references('complaints.nmbr').onDelete('cascade'))
    .addColumn('employee_id', 'text', (col) => col.notNull().references('employees.id'))
    .addColumn('created_by', 'text', (col) => col.notNull().references('employees.id'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('agenda_code', 'text', (col) => col.notNull())
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('appointments_complaint_idx').on('appointments').columns(['complaint_nmbr', 'start_at']).execute();
  // Overlap checks: one staff member's appointments by start.
  await db.schema.createIndex('appointments_employee_idx').on('appointments').columns(['employee_id', 'start_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('appointments').execute();
  await db.schema.dropTable('complaint_notes').execute();
  await db.schema.dropTable('complaints').execute();
}
