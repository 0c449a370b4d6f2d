import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * iCal feeds that reservations are imported from (one accommodation each), and which reservation each event of a
 * feed became, so importing a feed again finds its reservations instead of creating new ones.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('reservation_feeds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('accommodation_id', 'text', (col) => col.notNull().references('accommodations.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('is_scheduled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_run_at', 'text')
    .addColumn('last_status', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_created', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_moved', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_unchanged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_skipped', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_missing', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_errors', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('reservation_feeds_accommodation_url_key', ['accommodation_id', 'url'])
    .execute();
  await db.schema.createIndex('reservation_feeds_is_scheduled_idx').on('reservation_feeds').column('is_scheduled').execute();

  await db.schema
    .createTable('reservation_feed_events')
    .addColumn('feed_id', 'text', (col) => col.notNull().references('reservation_feeds.id').onDelete('cascade'))
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('reservation_id', 'text', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reservation_feed_events_pk', ['feed_id', 'uid'])
    .execute();
  await db.schema
    .createIndex('reservation_feed_events_reservation_id_idx')
    .on('reservation_feed_events')
    .column('reservation_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('reservation_feed_events').execute();
  await db.schema.dropTable('reservation_feeds').execute();
}
