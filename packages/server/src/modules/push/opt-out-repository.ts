import type { DbOrTrx } from '../../db/database';

/** The object types the staff member switched off. */
export async function findOptOuts(db: DbOrTrx, staffId: string): Promise<string[]> {
  const rows = await db.selectFrom('notification_opt_outs').select('objecttype').where('employee_id', '=', staffId).execute();
  return rows.map((row) => row.objecttype);
}

export async function hasOptedOut(db: DbOrTrx, staffId: string, objecttype: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_opt_outs')
    .select('objecttype')
    .where('employee_id', '=', staffId)
    .where('objecttype', '=', objecttype)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addOptOuts(db: DbOrTrx, staffId: string, objecttypes: readonly string[], at: string): Promise<void> {
  if (objecttypes.length === 0) return;
  await db
    .insertInto('notification_opt_outs')
    .values(objecttypes.map((objecttype) => ({ employee_id: staffId, objecttype, updated_at: at })))
    .onConflict((conflict) => conflict.columns(['employee_id', 'objecttype']).doNothing())
    .execute();
}

export async function removeOptOuts(db: DbOrTrx, staffId: string, objecttypes: readonly string[]): Promise<void> {
  if (objecttypes.length === 0) return;
  await db.deleteFrom('notification_opt_outs').where('employee_id', '=', staffId).where('objecttype', 'in', [...objecttypes]).execute();
}
