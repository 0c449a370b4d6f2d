import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A guest's key to the suite of a reservation: when it was activated (the controls first opened for the guest), first
 * and last used (an unlock that worked), failed attempts and the lock's state at the last attempt.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('door_keys')
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (col) => col.notNull())
    .addColumn('accommodation_id', 'text', (col) => col.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('first_used_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lock_status', 'text', (col) => col.notNull().defaultTo('ok'))
    .addPrimaryKeyConstraint('door_keys_pk', ['reservation_id', 'person_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('door_keys').execute();
}
