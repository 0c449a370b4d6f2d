import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';

export type CheckOutRow = Selectable<Database['check_outs']>;

export function findCheckOut(db: DbOrTrx, reservationId: string): Promise<CheckOutRow | undefined> {
  return db.selectFrom('check_outs').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
}

/** The guest checked out of this reservation themselves (the stay is over for them, within the grace too). */
export async function hasCheckedOut(db: DbOrTrx, reservationId: string): Promise<boolean> {
  return (await findCheckOut(db, reservationId)) !== undefined;
}

export function findCheckOuts(db: DbOrTrx, reservationIds: readonly string[]): Promise<CheckOutRow[]> {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('check_outs').selectAll().where('reservation_id', 'in', [...reservationIds]).execute();
}

/** Writes a check-out as given, replacing the stored one (the demo's check-outs move with its dates). */
export async function saveCheckOut(db: DbOrTrx, row: CheckOutRow): Promise<void> {
  const { reservation_id: _reservation, ...changes } = row;
  await db
    .insertInto('check_outs')
    .values(row)
    .onConflict((conflict) => conflict.column('reservation_id').doUpdateSet(changes))
    .execute();
}

/** Claims the check-out: true for the one call that stored it, false when the stay was already checked out. */
export async function claimCheckOut(db: DbOrTrx, row: CheckOutRow): Promise<boolean> {
  const result = await db
    .insertInto('check_outs')
    .values(row)
    .onConflict((conflict) => conflict.column('reservation_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
