import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Invites of extra guests. Only the SHA-256 of the mailed token is stored. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by_person_id', 'text', (col) => col.references('persons.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by_person_id', 'text', (col) => col.references('persons.id').onDelete('set null'))
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('invites_reservation_id_email_idx').on('invites').columns(['reservation_id', 'email']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('invites').execute();
}
