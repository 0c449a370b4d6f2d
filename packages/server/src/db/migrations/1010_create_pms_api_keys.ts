import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The API keys a location's property-management system signs in with (only their SHA-256 is kept), and which
 * reservation each of the PMS's own reservation ids (`external_id`) became, with the booking's guests as the PMS
 * sent them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('pms_api_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('key_hint', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('pms_api_keys_location_idx').on('pms_api_keys').column('location_id').execute();

  await db.schema
    .createTable('pms_reservations')
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('reservation_id', 'text', (col) => col.notNull().unique().references('reservations.id').onDelete('cascade'))
    .addColumn('api_key_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('main_guest_email', 'text')
    .addColumn('main_guest_phone', 'text')
    .addColumn('main_guest_language', 'text', (col) => col.notNull())
    .addColumn('guests', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('pms_reservations_pk', ['location_id', 'external_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('pms_reservations').execute();
  await db.schema.dropTable('pms_api_keys').execute();
}
