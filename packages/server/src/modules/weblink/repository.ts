import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { WeblinkCategoriesTable, WeblinksTable } from '../../db/tables/weblinks';

export type WeblinkRow = Selectable<WeblinksTable>;
export type WeblinkCategoryRow = Selectable<WeblinkCategoriesTable>;

/**
 * Which locations a read covers: one location's id, or null for every location (staff without a location). Every
 * query below takes it, so a row of another location is never found.
 */
export type LocationScope = string | null;

/** Which links a list keeps. `language` keeps that language and the links of every language (null). */
export interface WeblinkFilter {
  categoryIds?: readonly string[];
  assetcode?: string;
  hasAssetcode?: boolean;
  language?: string;
}

export function findCategory(db: DbOrTrx, scope: LocationScope, id: string): Promise<WeblinkCategoryRow | undefined> {
  let query = db.selectFrom('weblink_categories').selectAll().where('id', '=', id);
  if (scope !== null) query = query.where('location_id', '=', scope);
  return query.executeTakeFirst();
}

/** Categories in order (by location first when the scope is every location), optionally of one kind. */
export function findCategories(db: DbOrTrx, scope: LocationScope, kind?: string): Promise<WeblinkCategoryRow[]> {
  let query = db.selectFrom('weblink_categories').selectAll();
  if (scope !== null) query = query.where('location_id', '=', scope);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.orderBy('location_id').orderBy('sort_order').orderBy('name').orderBy('id').execute();
}

export async function insertCategory(db: DbOrTrx, row: Insertable<WeblinkCategoriesTable>): Promise<void> {
  await db.insertInto('weblink_categories').values(row).execute();
}

export async function updateCategory(db: DbOrTrx, id: string, patch: Updateable<WeblinkCategoriesTable>): Promise<void> {
  await db.updateTable('weblink_categories').set(patch).where('id', '=', id).execute();
}

export async function deleteCategory(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('weblink_categories').where('id', '=', id).execute();
}

/** The next free `sort_order` of a location's categories (last place). */
export async function nextCategoryOrder(db: DbOrTrx, locationId: string): Promise<number> {
  const row = await db
    .selectFrom('weblink_categories')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('location_id', '=', locationId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export function findWeblink(db: DbOrTrx, scope: LocationScope, id: string): Promise<WeblinkRow | undefined> {
  let query = db.selectFrom('weblinks').selectAll().where('id', '=', id);
  if (scope !== null) query = query.where('location_id', '=', scope);
  return query.executeTakeFirst();
}

/** Links in their category's order, then their own (assetcode lists: by asset code first). */
export function findWeblinks(db: DbOrTrx, scope: LocationScope, filter: WeblinkFilter = {}): Promise<WeblinkRow[]> {
  let query = db
    .selectFrom('weblinks as w')
    .innerJoin('weblink_categories as c', 'c.id', 'w.category_id')
    .selectAll('w');
  if (scope !== null) query = query.where('w.location_id', '=', scope);
  if (filter.categoryIds !== undefined) {
    if (filter.categoryIds.length === 0) return Promise.resolve([]);
    query = query.where('w.category_id', 'in', [...filter.categoryIds]);
  }
  if (filter.assetcode !== undefined) query = query.where('w.assetcode', '=', filter.assetcode);
  if (filter.hasAssetcode) query = query.where('w.assetcode', 'is not', null);
  const language = filter.language;
  if (language !== undefined) query = query.where((eb) => eb.or([eb('w.language', 'is', null), eb('w.language', '=', language)]));
  if (filter.hasAssetcode) query = query.orderBy('w.assetcode');
  return query
    .orderBy('w.location_id')
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .orderBy('w.sort_order')
    .orderBy('w.title')
    .orderBy('w.id')
    .execute();
}

export async function countWeblinksInCategory(db: DbOrTrx, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom('weblinks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The next free `sort_order` in a category (last place). */
export async function nextWeblinkOrder(db: DbOrTrx, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom('weblinks')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertWeblink(db: DbOrTrx, row: Insertable<WeblinksTable>): Promise<void> {
  await db.insertInto('weblinks').values(row).execute();
}

export async function updateWeblink(db: DbOrTrx, id: string, patch: Updateable<WeblinksTable>): Promise<void> {
  await db.updateTable('weblinks').set(patch).where('id', '=', id).execute();
}

export async function deleteWeblink(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('weblinks').where('id', '=', id).execute();
}

/**
 * Records one share of a link in a chat message and counts it, once per link and message: a second log of the same
 * message inserts nothing and leaves the count alone. Answers whether this call counted it.
 */
export async function recordShare(
  db: DbOrTrx,
  share: { weblinkId: string; chatNmbr: number; messageNmbr: number; staffId: string; sharedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('weblink_shares')
    .values({
      weblink_id: share.weblinkId,
      chat_nmbr: share.chatNmbr,
      message_nmbr: share.messageNmbr,
      employee_id: share.staffId,
      shared_at: share.sharedAt,
    })
    .onConflict((oc) => oc.columns(['weblink_id', 'message_nmbr']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('weblinks')
    .set((eb) => ({ share_count: eb('share_count', '+', 1) }))
    .where('id', '=', share.weblinkId)
    .execute();
  return true;
}
