import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { PasswordResetsTable } from '../../db/tables/password-resets';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** A new reset replaces the account's earlier ones (their codes and hashes stop working). */
export async function replacePasswordReset(db: DbOrTrx, row: Insertable<PasswordResetsTable>): Promise<void> {
  await db.deleteFrom('password_resets').where('account_id', '=', row.account_id).execute();
  await db.insertInto('password_resets').values(row).execute();
}

export async function deletePasswordReset(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('password_resets').where('id', '=', id).execute();
}

export function findPasswordResetOf(db: DbOrTrx, accountId: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').executeTakeFirst();
}

export function findPasswordResetByHash(db: DbOrTrx, resetHashHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('reset_hash_hash', '=', resetHashHash).executeTakeFirst();
}

/**
 * Counts a try of the code before it is compared, in one statement, only while the code is unused and has tries
 * left: tries sent at once cannot exceed `maxAttempts`. Answers the tries so far, or undefined when none is left.
 */
export async function reserveCodeTry(db: DbOrTrx, id: string, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('code_used_at', 'is', null)
    .where('failed_attempts', '<', maxAttempts)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.failed_attempts);
}

/** Ends a code whose tries are used up. */
export async function useUpCode(db: DbOrTrx, id: string, now: string): Promise<void> {
  await db.updateTable('password_resets').set({ code_used_at: now }).where('id', '=', id).where('code_used_at', 'is', null).execute();
}

/**
 * Trades the code for the reset hash, only if the code is still unused. Answers whether this call did. The try that
 * found the right code is taken back, so `failed_attempts` counts wrong codes only.
 */
export async function claimCode(db: DbOrTrx, id: string, now: string, resetHashHash: string, resetHashExpiresAt: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set((eb) => ({
      code_used_at: now,
      reset_hash_hash: resetHashHash,
      reset_hash_expires_at: resetHashExpiresAt,
      failed_attempts: eb('failed_attempts', '-', 1),
    }))
    .where('id', '=', id)
    .where('code_used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses the reset hash up, only if it is still unused. Answers whether this call did. */
export async function claimResetHash(db: DbOrTrx, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ reset_hash_used_at: now })
    .where('id', '=', id)
    .where('reset_hash_used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
