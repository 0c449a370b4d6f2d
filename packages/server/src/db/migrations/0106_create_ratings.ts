import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Guest ratings: one per reservation, person and label (rating again replaces it). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('ratings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (col) => col.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('guide_employee_id', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('ratings_reservation_person_label_unique', ['reservation_id', 'person_id', 'label'])
    .execute();
  await db.schema.createIndex('ratings_guide_employee_id_idx').on('ratings').column('guide_employee_id').execute();
  await db.schema.createIndex('ratings_label_created_at_idx').on('ratings').columns(['label', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ratings').execute();
}
