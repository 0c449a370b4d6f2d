import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { SavedRepliesTable } from '../../db/tables/saved-replies';

export type SavedReplyRow = Selectable<SavedRepliesTable>;

/**
 * Which replies a staff member sees: the shared replies of `locationId` (every location's when null) and their own
 * (`employeeId`).
 */
export interface SavedReplyScope {
  locationId: string | null;
  employeeId: string;
}

/** Shared first, then own; each by title. */
export function findSavedReplies(db: DbOrTrx, scope: SavedReplyScope): Promise<SavedReplyRow[]> {
  return visible(db, scope)
    .orderBy((eb) => eb.case().when('employee_id', 'is', null).then(0).else(1).end())
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** One reply the scope sees, or undefined (another staff member's own, another location's shared). */
export function findSavedReply(db: DbOrTrx, scope: SavedReplyScope, id: string): Promise<SavedReplyRow | undefined> {
  return visible(db, scope).where('id', '=', id).executeTakeFirst();
}

function visible(db: DbOrTrx, scope: SavedReplyScope) {
  return db
    .selectFrom('saved_replies')
    .selectAll()
    .where((eb) => {
      const shared =
        scope.locationId === null
          ? eb('employee_id', 'is', null)
          : eb.and([eb('employee_id', 'is', null), eb('location_id', '=', scope.locationId)]);
      return eb.or([shared, eb('employee_id', '=', scope.employeeId)]);
    });
}

/** The ids of every reply of a location, shared and own (the demo seeds only what is not there yet). */
export async function findSavedReplyIds(db: DbOrTrx, locationId: string): Promise<string[]> {
  const rows = await db.selectFrom('saved_replies').select('id').where('location_id', '=', locationId).execute();
  return rows.map((row) => row.id);
}

export async function insertSavedReply(db: DbOrTrx, row: Insertable<SavedRepliesTable>): Promise<void> {
  await db.insertInto('saved_replies').values(row).execute();
}

export async function updateSavedReply(db: DbOrTrx, id: string, patch: Updateable<SavedRepliesTable>): Promise<void> {
  await db.updateTable('saved_replies').set(patch).where('id', '=', id).execute();
}

export async function deleteSavedReply(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('saved_replies').where('id', '=', id).execute();
}
