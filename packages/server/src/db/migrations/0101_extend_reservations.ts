import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Column = [name: string, type: ColumnDataType, build?: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** The reservation fields the foundation's minimal table lacks. Booleans are integer 0/1. */
const COLUMNS: Column[] = [
  ['controls_activation_date_time', 'text'],
  ['controls_deactivation_date_time', 'text'],
  ['controls_are_active', 'integer', (col) => col.notNull().defaultTo(1)],
  ['days_untill_app_use', 'integer'],
  ['suite_access_has_token', 'integer', (col) => col.notNull().defaultTo(0)],
  ['guide_employee_id', 'text', (col) => col.references('employees.id').onDelete('set null')],
  ['guide_selection_timestamp', 'text'],
  ['main_guest_firstname', 'text', (col) => col.notNull().defaultTo('')],
  ['main_guest_surname', 'text', (col) => col.notNull().defaultTo('')],
  ['main_person_id', 'text', (col) => col.references('persons.id').onDelete('set null')],
  ['relation_erp_uid', 'text'],
  ['relation_name', 'text'],
  ['demo_mode', 'integer', (col) => col.notNull().defaultTo(0)],
  ['guide_rating_disabled', 'integer', (col) => col.notNull().defaultTo(0)],
  ['booking_email', 'text'],
  ['booking_postal_code', 'text'],
];

export async function up(db: AnyDb): Promise<void> {
  // One statement per column: SQLite's ALTER TABLE adds a single column at a time.
  for (const [name, type, build] of COLUMNS) {
    await db.schema.alterTable('reservations').addColumn(name, type, build ?? ((col) => col)).execute();
  }
  await db.schema.createIndex('reservations_guide_employee_id_idx').on('reservations').column('guide_employee_id').execute();
  await db.schema.createIndex('reservations_main_person_id_idx').on('reservations').column('main_person_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('reservations_main_person_id_idx').execute();
  await db.schema.dropIndex('reservations_guide_employee_id_idx').execute();
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('reservations').dropColumn(name).execute();
}
