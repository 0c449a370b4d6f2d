import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Who has a signed-in socket on which instance, and when each instance last said it was alive. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('realtime_instances')
    .addColumn('instance_id', 'text', (col) => col.primaryKey())
    .addColumn('alive_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('realtime_presence')
    .addColumn('instance_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('identity_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('realtime_presence_pk', ['kind', 'identity_id', 'instance_id'])
    .execute();
  await db.schema.createIndex('realtime_presence_instance_idx').on('realtime_presence').column('instance_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('realtime_presence').execute();
  await db.schema.dropTable('realtime_instances').execute();
}
