import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { ProductOptionsTable, ProductsTable, WebshopCategoriesTable } from '../../db/tables/catalogue';

export type CategoryRow = Selectable<WebshopCategoriesTable>;
/** A product with its category's group. */
export type ProductRow = Selectable<ProductsTable> & { product_group: string };
export type ProductOptionRow = Selectable<ProductOptionsTable>;

export interface NewCategory {
  id: string;
  locationId: string;
  name: string;
  nameNl: string | null;
  nameDe: string | null;
  nameFr: string | null;
  group: string;
  icon: string;
  sortOrder: number;
}

/** The columns of a product that create and update write (the rest are its identity and timestamps). */
export type ProductColumns = Omit<ProductsTable, 'id' | 'location_id' | 'productkey' | 'created_at' | 'updated_at'>;

export interface NewOption {
  optionkey: string;
  name: string;
  nameNl: string | null;
  nameDe: string | null;
  nameFr: string | null;
  priceCents: number;
}

/** A location's categories in order (ties by name, then id). */
export function findCategories(db: DbOrTrx, locationId: string) {
  return db
    .selectFrom('webshop_categories')
    .selectAll()
    .where('location_id', '=', locationId)
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findCategory(db: DbOrTrx, locationId: string, id: string) {
  return db.selectFrom('webshop_categories').selectAll().where('location_id', '=', locationId).where('id', '=', id).executeTakeFirst();
}

/** How many products each category of the location has (only the listed ones unless `withHidden`). */
export async function countProductsByCategory(db: DbOrTrx, locationId: string, withHidden: boolean): Promise<Map<string, number>> {
  let query = db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('location_id', '=', locationId)
    .groupBy('category_id');
  if (!withHidden) query = query.where('hidden', '=', 0);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.category_id, Number(row.count)]));
}

export async function nextCategoryOrder(db: DbOrTrx, locationId: string): Promise<number> {
  const row = await db
    .selectFrom('webshop_categories')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategory(db: DbOrTrx, category: NewCategory, now: string): Promise<void> {
  await db
    .insertInto('webshop_categories')
    .values({
      id: category.id,
      location_id: category.locationId,
      name: category.name,
      name_nl: category.nameNl,
      name_de: category.nameDe,
      name_fr: category.nameFr,
      product_group: category.group,
      icon: category.icon,
      sort_order: category.sortOrder,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateCategory(
  db: DbOrTrx,
  id: string,
  changes: Partial<Pick<CategoryRow, 'name' | 'name_nl' | 'name_de' | 'name_fr' | 'product_group' | 'icon' | 'sort_order'>>,
  now: string,
): Promise<void> {
  await db
    .updateTable('webshop_categories')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

function productsQuery(db: DbOrTrx, locationId: string) {
  return db
    .selectFrom('products')
    .innerJoin('webshop_categories', 'webshop_categories.id', 'products.category_id')
    .selectAll('products')
    .select('webshop_categories.product_group')
    .where('products.location_id', '=', locationId);
}

export interface ProductFilter {
  categoryId?: string;
  group?: string;
  featured?: boolean;
  withHidden: boolean;
}

/** A location's products by category order, then their own sort order and name. */
export function findProducts(db: DbOrTrx, locationId: string, filter: ProductFilter): Promise<ProductRow[]> {
  let query = productsQuery(db, locationId);
  if (filter.categoryId !== undefined) query = query.where('products.category_id', '=', filter.categoryId);
  if (filter.group !== undefined) query = query.where('webshop_categories.product_group', '=', filter.group);
  if (filter.featured !== undefined) query = query.where('products.featured', '=', filter.featured ? 1 : 0);
  if (!filter.withHidden) query = query.where('products.hidden', '=', 0);
  return query
    .orderBy('webshop_categories.sort_order')
    .orderBy('webshop_categories.id')
    .orderBy('products.sort_order')
    .orderBy('products.name')
    .orderBy('products.productkey')
    .execute();
}

export function findProduct(db: DbOrTrx, locationId: string, productkey: string): Promise<ProductRow | undefined> {
  return productsQuery(db, locationId).where('products.productkey', '=', productkey).executeTakeFirst();
}

export function findProductsByKeys(db: DbOrTrx, locationId: string, productkeys: readonly string[]): Promise<ProductRow[]> {
  if (productkeys.length === 0) return Promise.resolve([]);
  return productsQuery(db, locationId)
    .where('products.productkey', 'in', [...new Set(productkeys)])
    .execute();
}

/** The add-ons of these products, in their order. */
export async function findOptions(db: DbOrTrx, productIds: readonly string[]): Promise<Map<string, ProductOptionRow[]>> {
  const byProduct = new Map<string, ProductOptionRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_options')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('sort_order')
    .orderBy('nmbr')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

export async function nextProductOrder(db: DbOrTrx, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function productKeyExists(db: DbOrTrx, locationId: string, productkey: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('location_id', '=', locationId)
    .where('productkey', '=', productkey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertProduct(
  db: DbOrTrx,
  product: ProductColumns & { id: string; location_id: string; productkey: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('products')
    .values({ ...product, created_at: now, updated_at: now })
    .execute();
}

export async function updateProduct(db: DbOrTrx, id: string, changes: Partial<ProductColumns>, now: string): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces every add-on of a product, keeping the given order. */
export async function replaceOptions(db: DbOrTrx, productId: string, options: readonly NewOption[]): Promise<void> {
  await db.deleteFrom('product_options').where('product_id', '=', productId).execute();
  if (options.length === 0) return;
  await db
    .insertInto('product_options')
    .values(
      options.map((option, index) => ({
        product_id: productId,
        optionkey: option.optionkey,
        name: option.name,
        name_nl: option.nameNl,
        name_de: option.nameDe,
        name_fr: option.nameFr,
        price_cents: option.priceCents,
        sort_order: index,
      })),
    )
    .execute();
}
