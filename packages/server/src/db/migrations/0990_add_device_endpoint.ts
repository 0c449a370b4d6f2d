import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A multi-gang switch or dimmer is one Zigbee2MQTT device with a light per gang (endpoint `l1`, `l2`): each gang is a
 * device of its own in a suite. `endpoint` is '' for a single device, so the connector, the id and the endpoint stay
 * unique together in both dialects (a null would not be compared).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('domoticas').addColumn('endpoint', 'text', (col) => col.notNull().defaultTo('')).execute();
  await db.schema.dropIndex('domoticas_connector_external_id_idx').execute();
  await db.schema
    .createIndex('domoticas_connector_external_id_endpoint_idx')
    .on('domoticas')
    .columns(['connector', 'external_id', 'endpoint'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('domoticas_connector_external_id_endpoint_idx').execute();
  await db.schema.createIndex('domoticas_connector_external_id_idx').on('domoticas').columns(['connector', 'external_id']).unique().execute();
  await db.schema.alterTable('domoticas').dropColumn('endpoint').execute();
}
