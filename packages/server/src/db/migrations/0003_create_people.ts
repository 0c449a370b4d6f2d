import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Employees (staff) and persons (guests). Booleans are integer 0/1 in both dialects. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('employees')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('erp_uid', 'text', (col) => col.notNull().unique())
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('workgroup', 'text')
    .addColumn('location_id', 'text', (col) => col.references('locations.id'))
    .addColumn('cellphone', 'text')
    .addColumn('answer_suggestions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('subscribed_to_newsletter', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('employees_location_id_idx').on('employees').column('location_id').execute();

  await db.schema
    .createTable('persons')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('erp_uid', 'text', (col) => col.notNull().unique())
    .addColumn('firstname', 'text', (col) => col.notNull())
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('cellphone', 'text')
    .addColumn('subscribed_to_newsletter', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active_reservation_id', 'text', (col) => col.references('reservations.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('persons_active_reservation_id_idx')
    .on('persons')
    .column('active_reservation_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('persons').execute();
  await db.schema.dropTable('employees').execute();
}
