import type { DbOrTrx } from '../../db/database';

export interface NewGuestAccount {
  accountId: string;
  personId: string;
  erpUid: string;
  email: string;
  passwordHash: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  subscribedToNewsletter: boolean;
  createdAt: string;
}

/** A person and its account, in the caller's transaction. */
export async function insertGuestAccount(db: DbOrTrx, account: NewGuestAccount): Promise<void> {
  await db
    .insertInto('persons')
    .values({
      id: account.personId,
      erp_uid: account.erpUid,
      firstname: account.firstname,
      surname: account.surname,
      cellphone: account.cellphone,
      subscribed_to_newsletter: account.subscribedToNewsletter ? 1 : 0,
      active_reservation_id: null,
    })
    .execute();
  await db
    .insertInto('accounts')
    .values({
      id: account.accountId,
      email: account.email,
      password_hash: account.passwordHash,
      email_verified: 0,
      employee_id: null,
      person_id: account.personId,
      reset_hash: null,
      created_at: account.createdAt,
    })
    .execute();
}
