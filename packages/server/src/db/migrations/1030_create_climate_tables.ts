import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The climate rules: each location's rules; the log of every setpoint they gave a suite (one row per decision, the
 * unique key is how one instance claims it); each suite's measured warm-up rate; the energy of a suite per day and
 * stay; and each thermostat's last meter reading and look, from which the energy is counted once.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('climate_rules')
    .addColumn('location_id', 'text', (col) => col.primaryKey().references('locations.id').onDelete('cascade'))
    .addColumn('eco_setpoint', 'real', (col) => col.notNull())
    .addColumn('comfort_setpoint', 'real', (col) => col.notNull())
    .addColumn('guest_min', 'real', (col) => col.notNull())
    .addColumn('guest_max', 'real', (col) => col.notNull())
    .addColumn('is_pre_heat_on', 'integer', (col) => col.notNull())
    .addColumn('is_eco_after_check_on', 'integer', (col) => col.notNull())
    .addColumn('vacant_eco_after_minutes', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('climate_actions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accommodation_id', 'text', (col) => col.notNull().references('accommodations.id').onDelete('cascade'))
    .addColumn('location_id', 'text', (col) => col.notNull())
    .addColumn('decision_key', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('setpoint', 'real', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('is_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('from_temperature', 'real')
    .addColumn('reached_at', 'text')
    .addUniqueConstraint('climate_actions_decision_unique', ['accommodation_id', 'decision_key'])
    .execute();
  await db.schema.createIndex('climate_actions_location_at_idx').on('climate_actions').columns(['location_id', 'at']).execute();
  await db.schema
    .createTable('suite_warm_up')
    .addColumn('accommodation_id', 'text', (col) => col.primaryKey().references('accommodations.id').onDelete('cascade'))
    .addColumn('rate', 'real', (col) => col.notNull())
    .addColumn('measured_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('climate_energy')
    .addColumn('accommodation_id', 'text', (col) => col.notNull().references('accommodations.id').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('reservation_id', 'text', (col) => col.notNull())
    .addColumn('location_id', 'text', (col) => col.notNull())
    .addColumn('kwh', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('heating_minutes', 'double precision', (col) => col.notNull().defaultTo(0))
    .addColumn('is_metered', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('climate_energy_pk', ['accommodation_id', 'day', 'reservation_id'])
    .execute();
  await db.schema.createIndex('climate_energy_location_day_idx').on('climate_energy').columns(['location_id', 'day']).execute();
  await db.schema
    .createTable('climate_meters')
    .addColumn('domotica_id', 'text', (col) => col.primaryKey().references('domoticas.id').onDelete('cascade'))
    .addColumn('energy', 'double precision')
    .addColumn('looked_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('climate_meters').execute();
  await db.schema.dropTable('climate_energy').execute();
  await db.schema.dropTable('suite_warm_up').execute();
  await db.schema.dropTable('climate_actions').execute();
  await db.schema.dropTable('climate_rules').execute();
}
