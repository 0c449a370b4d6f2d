import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Self check-out: one row per reservation the guest checked out (`controls_end_at` the end of the grace); each
 * location's check-out settings (the checklist as JSON in four languages, the eco setpoint, the grace); and the
 * housekeeping state of a suite for a day (ticked ready, or when it is expected ready).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('check_outs')
    .addColumn('reservation_id', 'text', (col) => col.primaryKey().references('reservations.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (col) => col.notNull())
    .addColumn('location_id', 'text')
    .addColumn('checked_out_at', 'text', (col) => col.notNull())
    .addColumn('controls_end_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('check_out_settings')
    .addColumn('location_id', 'text', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('checklist', 'text', (col) => col.notNull())
    .addColumn('eco_setpoint', 'real', (col) => col.notNull())
    .addColumn('grace_minutes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('housekeeping_days')
    .addColumn('accommodation_id', 'text', (col) => col.notNull().references('accommodations.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expected_ready_at', 'text')
    .addColumn('employee_id', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('housekeeping_days_pk', ['accommodation_id', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('housekeeping_days').execute();
  await db.schema.dropTable('check_out_settings').execute();
  await db.schema.dropTable('check_outs').execute();
}
