import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { EmailVerificationsTable } from '../../db/tables/email-verifications';

export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export async function insertVerification(db: DbOrTrx, row: EmailVerificationRow): Promise<void> {
  await db.insertInto('email_verifications').values(row).execute();
}

export function findVerification(db: DbOrTrx, tokenHash: string): Promise<EmailVerificationRow | undefined> {
  return db.selectFrom('email_verifications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the link used, only if nobody did so first. Answers whether this call did. */
export async function claimVerification(db: DbOrTrx, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_verifications')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets the account's links that are used or expired (kept tidy on every new one). */
export async function deleteStaleVerifications(db: DbOrTrx, accountId: string, now: string): Promise<void> {
  await db
    .deleteFrom('email_verifications')
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
}

export async function deleteVerification(db: DbOrTrx, tokenHash: string): Promise<void> {
  await db.deleteFrom('email_verifications').where('token_hash', '=', tokenHash).execute();
}
