import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, dialectOf } from '../dialect';

// Migrations see the schema as it was then, not today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The shop of each location: its categories, its products (prices in cents incl. VAT) and their add-ons. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('webshop_categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_nl', 'text')
    .addColumn('product_group', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('webshop_categories_location_idx').on('webshop_categories').columns(['location_id', 'sort_order']).execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('location_id', 'text', (col) => col.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('productkey', 'text', (col) => col.notNull())
    .addColumn('category_id', 'text', (col) => col.notNull().references('webshop_categories.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_nl', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_nl', 'text')
    .addColumn('img', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('vat_rate', 'integer', (col) => col.notNull())
    .addColumn('unit', 'text', (col) => col.notNull())
    .addColumn('disable_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('capacity', 'integer')
    .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('products_location_productkey_key', ['location_id', 'productkey'])
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'sort_order']).execute();

  await db.schema
    .createTable('product_options')
    .addColumn('nmbr', 'integer', autoIncrementPrimaryKey(dialectOf(db)))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('optionkey', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_nl', 'text')
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('product_options_product_optionkey_key', ['product_id', 'optionkey'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('product_options').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('webshop_categories').execute();
}
