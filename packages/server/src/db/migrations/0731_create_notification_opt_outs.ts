import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The push notification types each staff member switched off (none: every type on). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('notification_opt_outs')
    .addColumn('employee_id', 'text', (col) => col.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('objecttype', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_opt_outs_pk', ['employee_id', 'objecttype'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('notification_opt_outs').execute();
}
