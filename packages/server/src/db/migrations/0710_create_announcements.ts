import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Announcements and policies of each location, their chapters, and the log of who accepted or read which version. */
export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('announcements')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialect))
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('letterkind', 'text', (col) => col.notNull())
    .addColumn('page', 'text')
    .addColumn('lettername', 'text', (col) => col.notNull())
    .addColumn('lettername_nl', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'text')
    .addColumn('created_by', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('announcements_location_idx').on('announcements').columns(['location_id', 'published', 'nmbr']).execute();

  await db.schema
    .createTable('announcement_chapters')
    .addColumn('announcement_nmbr', 'integer', (col) => col.notNull().references('announcements.nmbr').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('paragraphchapter', 'text', (col) => col.notNull())
    .addColumn('paragraphchapter_nl', 'text')
    .addColumn('paragraph', 'text', (col) => col.notNull())
    .addColumn('paragraph_nl', 'text')
    .addPrimaryKeyConstraint('announcement_chapters_pk', ['announcement_nmbr', 'position'])
    .execute();

  await db.schema
    .createTable('announcement_acceptances')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('announcement_nmbr', 'integer', (col) => col.notNull().references('announcements.nmbr').onDelete('cascade'))
    // Kept, anonymised, when the guest's person or reservation is removed: the park still shows that it was accepted.
    .addColumn('person_id', 'text', (col) => col.references('persons.id').onDelete('set null'))
    .addColumn('reservation_id', 'text', (col) => col.references('reservations.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('accepted_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('announcement_acceptances_once_idx')
    .on('announcement_acceptances')
    .columns(['announcement_nmbr', 'person_id', 'version'])
    .unique()
    .execute();
  await db.schema.createIndex('announcement_acceptances_person_idx').on('announcement_acceptances').columns(['person_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('announcement_acceptances').execute();
  await db.schema.dropTable('announcement_chapters').execute();
  await db.schema.dropTable('announcements').execute();
}
