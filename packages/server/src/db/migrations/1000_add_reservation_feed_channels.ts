import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A feed's booking channel (chosen by management, or null: recognised each run; the last recognised one kept beside
 * it), the reservations its last run cancelled, and that run's report: skipped events by reason and the events it
 * could not read (JSON).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('reservation_feeds').addColumn('channel', 'text').execute();
  await db.schema.alterTable('reservation_feeds').addColumn('recognised_channel', 'text').execute();
  await db.schema.alterTable('reservation_feeds').addColumn('last_cancelled', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('reservation_feeds').addColumn('last_report', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['last_report', 'last_cancelled', 'recognised_channel', 'channel']) {
    await db.schema.alterTable('reservation_feeds').dropColumn(column).execute();
  }
}
