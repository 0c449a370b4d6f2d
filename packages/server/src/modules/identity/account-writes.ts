import type { AccountMailLanguage } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';

/** The name a removed guest keeps on what the park must keep (orders, messages, complaints). */
export const REMOVED_GUEST = { firstname: 'Removed', surname: 'guest' } as const;

export const isMailLanguage = (value: string): value is AccountMailLanguage => value === 'en' || value === 'nl';

/** The language account mails are written in ('en' when the stored value is unknown). */
export function mailLanguageOf(account: { language: string }): AccountMailLanguage {
  return isMailLanguage(account.language) ? account.language : 'en';
}

export async function setAccountLanguage(db: DbOrTrx, accountId: string, language: AccountMailLanguage): Promise<void> {
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
