import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The devices (domoticas) of each accommodation and their last known state. `accommodation_id` refers to
 * accommodations.id without a foreign key, so devices can be installed before the suite is imported.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('domoticas')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accommodation_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('connector', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('state_status', 'text', (col) => col.notNull().defaultTo('unknown'))
    .addColumn('state_value', 'text')
    .addColumn('reported_at', 'text')
    .addColumn('checked_at', 'text')
    .execute();
  await db.schema.createIndex('domoticas_accommodation_id_idx').on('domoticas').column('accommodation_id').execute();
  await db.schema
    .createIndex('domoticas_connector_external_id_idx')
    .on('domoticas')
    .columns(['connector', 'external_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('domoticas').execute();
}
