import type { DbOrTrx } from '../db/database';

/** Stores the secret unless one of that name exists already. */
export async function insertSecretIfMissing(db: DbOrTrx, name: string, value: string): Promise<void> {
  await db
    .insertInto('system_secrets')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

export async function findSecret(db: DbOrTrx, name: string): Promise<string> {
  const row = await db.selectFrom('system_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
