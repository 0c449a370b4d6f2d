import { appLanguageOf, type AppLanguage } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';

/** The name a removed guest keeps on what the park must keep (orders, messages, complaints). */
export const REMOVED_GUEST = { firstname: 'Removed', surname: 'guest' } as const;

/** The account's language, which its mails and push texts are written in ('en' when the stored value is unknown). */
export function accountLanguageOf(account: { language: string }): AppLanguage {
  return appLanguageOf(account.language) ?? 'en';
}

/**
 * The language of whoever receives a notification or mail: the language of the guest's or staff member's account
 * ('en' without an account, e.g. a guest not signed up yet or a removed one).
 */
export async function recipientLanguage(db: DbOrTrx, recipient: { kind: 'person' | 'employee'; id: string }): Promise<AppLanguage> {
  const column = recipient.kind === 'person' ? 'person_id' : 'employee_id';
  const account = await db.selectFrom('accounts').select('language').where(column, '=', recipient.id).executeTakeFirst();
  return account ? accountLanguageOf(account) : 'en';
}

export async function setAccountLanguage(db: DbOrTrx, accountId: string, language: AppLanguage): Promise<void> {
  await db.updateTable('accounts').set({ language }).where('id', '=', accountId).execute();
}

/** Marks the address verified, only while the account still has this address. Answers whether it did. */
export async function markEmailVerified(db: DbOrTrx, accountId: string, email: string): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ email_verified: 1 }).where('id', '=', accountId).where('email', '=', email).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPasswordHash(db: DbOrTrx, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}

/**
 * Removes a guest's login and personal data: the account row goes (its sessions, refresh tokens, verification and
 * reset rows with it); the guest row stays, anonymised, so orders, payments, complaints and messages keep their
 * author. Answers the picture's file name the caller must delete from disk (after the commit).
 */
export async function removeGuestPersonalData(db: DbOrTrx, accountId: string, guestId: string): Promise<{ personimage: string | null }> {
  const guest = await db.selectFrom('persons').select('personimage').where('id', '=', guestId).executeTakeFirst();
  await db.deleteFrom('accounts').where('id', '=', accountId).where('person_id', '=', guestId).execute();
  await db
    .updateTable('persons')
    .set({
      firstname: REMOVED_GUEST.firstname,
      surname: REMOVED_GUEST.surname,
      cellphone: null,
      subscribed_to_newsletter: 0,
      active_reservation_id: null,
      personimage: null,
    })
    .where('id', '=', guestId)
    .execute();
  return { personimage: guest?.personimage ?? null };
}
