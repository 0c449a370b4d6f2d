import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The persons linked to a reservation: its main guest and the extra guests who accepted an invite. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reservation_guests')
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (col) => col.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('is_main', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reservation_guests_pk', ['reservation_id', 'person_id'])
    .execute();
  await db.schema.createIndex('reservation_guests_person_id_idx').on('reservation_guests').column('person_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reservation_guests').execute();
}
