import type { Kysely } from 'kysely';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The web links of each location in their categories, and the log of links shared into chat messages. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('weblink_categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_nl', 'text')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('weblink_categories_location_idx').on('weblink_categories').columns(['location_id', 'sort_order']).execute();

  await db.schema
    .createTable('weblinks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    // No cascade: a category with links is not removed (WEBLINK_CATEGORY_NOT_EMPTY).
    .addColumn('category_id', 'text', (col) => col.notNull().references('weblink_categories.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('assetcode', 'text')
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('language', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('weblinks_category_idx').on('weblinks').columns(['category_id', 'sort_order']).execute();
  await db.schema.createIndex('weblinks_location_assetcode_idx').on('weblinks').columns(['location_id', 'assetcode']).execute();

  await db.schema
    .createTable('weblink_shares')
    .addColumn('weblink_id', 'text', (col) => col.notNull().references('weblinks.id').onDelete('cascade'))
    .addColumn('chat_nmbr', 'integer', (col) => col.notNull())
    .addColumn('message_nmbr', 'integer', (col) => col.notNull())
    .addColumn('employee_id', 'text', (col) => col.references('employees.id').onDelete('set null'))
    .addColumn('shared_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('weblink_shares_pk', ['weblink_id', 'message_nmbr'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('weblink_shares').execute();
  await db.schema.dropTable('weblinks').execute();
  await db.schema.dropTable('weblink_categories').execute();
}
