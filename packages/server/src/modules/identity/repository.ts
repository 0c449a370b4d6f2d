import { randomUUID } from 'node:crypto';
import type { AppLanguage } from '@stay/contract';
import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';
import type { AccountsTable } from '../../db/tables/accounts';
import type { EmployeesTable } from '../../db/tables/employees';
import type { PersonsTable } from '../../db/tables/persons';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccountByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

/** Up to `limit` account emails at any of the given domains (`demo.stay`), for the production start check. */
export async function findAccountEmailsAtDomains(db: DbOrTrx, domains: readonly string[], limit: number): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await db
    .selectFrom('accounts')
    .select('email')
    .where((eb) => eb.or(domains.map((domain) => eb('email', 'like', `%@${domain}`))))
    .orderBy('email')
    .limit(limit)
    .execute();
  return rows.map((row) => row.email);
}

export function findAccountById(db: DbOrTrx, accountId: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
}

export interface AccountOwnerRows {
  account: Selectable<AccountsTable>;
  employee: Selectable<EmployeesTable> | undefined;
  guest: Selectable<PersonsTable> | undefined;
  /** The location of the guest's current reservation. */
  reservationLocationId: string | null;
}

/** The account with its staff member or guest (and the guest's current reservation's location), in one query. */
export async function findAccountOwner(db: DbOrTrx, accountId: string): Promise<AccountOwnerRows | undefined> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('employees as e', 'e.id', 'a.employee_id')
    .leftJoin('persons as p', 'p.id', 'a.person_id')
    .leftJoin('reservations as r', 'r.id', 'p.active_reservation_id')
    .selectAll('a')
    .select([
      'e.id as e_id',
      'e.erp_uid as e_erp_uid',
      'e.firstname as e_firstname',
      'e.surname as e_surname',
      'e.role as e_role',
      'e.workgroup as e_workgroup',
      'e.location_id as e_location_id',
      'e.cellphone as e_cellphone',
      'e.answer_suggestions as e_answer_suggestions',
      'e.subscribed_to_newsletter as e_subscribed_to_newsletter',
      'e.personimage as e_personimage',
      'p.id as p_id',
      'p.erp_uid as p_erp_uid',
      'p.firstname as p_firstname',
      'p.surname as p_surname',
      'p.cellphone as p_cellphone',
      'p.subscribed_to_newsletter as p_subscribed_to_newsletter',
      'p.active_reservation_id as p_active_reservation_id',
      'p.personimage as p_personimage',
      'r.location_id as r_location_id',
    ])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return undefined;
  const account: Selectable<AccountsTable> = {
    id: row.id,
    email: row.email,
    password_hash: row.password_hash,
    email_verified: row.email_verified,
    employee_id: row.employee_id,
    person_id: row.person_id,
    reset_hash: row.reset_hash,
    created_at: row.created_at,
    language: row.language,
  };
  const staff =
    row.e_id === null
      ? undefined
      : {
          id: row.e_id,
          erp_uid: row.e_erp_uid!,
          firstname: row.e_firstname!,
          surname: row.e_surname!,
          role: row.e_role!,
          workgroup: row.e_workgroup,
          location_id: row.e_location_id,
          cellphone: row.e_cellphone,
          answer_suggestions: Number(row.e_answer_suggestions),
          subscribed_to_newsletter: Number(row.e_subscribed_to_newsletter),
          personimage: row.e_personimage,
        };
  const guest =
    row.p_id === null
      ? undefined
      : {
          id: row.p_id,
          erp_uid: row.p_erp_uid!,
          firstname: row.p_firstname!,
          surname: row.p_surname!,
          cellphone: row.p_cellphone,
          subscribed_to_newsletter: Number(row.p_subscribed_to_newsletter),
          active_reservation_id: row.p_active_reservation_id,
          personimage: row.p_personimage,
        };
  return { account, employee: staff, guest, reservationLocationId: row.r_location_id ?? null };
}

export interface NewGuestAccount {
  accountId: string;
  guestId: string;
  erpUid: string;
  email: string;
  passwordHash: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  subscribedToNewsletter: boolean;
  createdAt: string;
}

/** A guest and their account, in the caller's transaction. */
export async function insertGuestAccount(db: DbOrTrx, account: NewGuestAccount): Promise<void> {
  await db
    .insertInto('persons')
    .values({
      id: account.guestId,
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
      person_id: account.guestId,
      reset_hash: null,
      created_at: account.createdAt,
    })
    .execute();
}

export async function insertStaff(db: DbOrTrx, staff: Insertable<EmployeesTable>): Promise<void> {
  await db.insertInto('employees').values(staff).execute();
}

export async function insertAccount(db: DbOrTrx, account: Insertable<AccountsTable>): Promise<void> {
  await db.insertInto('accounts').values(account).execute();
}

/** Makes the reservation the guest's current one (null: none). */
export async function setActiveReservation(db: DbOrTrx, guestId: string, reservationId: string | null): Promise<void> {
  await db.updateTable('persons').set({ active_reservation_id: reservationId }).where('id', '=', guestId).execute();
}

/** Clears the guest's current reservation only if it is this one. */
export async function clearActiveReservationIf(db: DbOrTrx, guestId: string, reservationId: string): Promise<void> {
  await db
    .updateTable('persons')
    .set({ active_reservation_id: null })
    .where('id', '=', guestId)
    .where('active_reservation_id', '=', reservationId)
    .execute();
}

export async function hasAnyAccount(db: DbOrTrx): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export interface NewGuest {
  id: string;
  erpUid: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  subscribedToNewsletter: boolean;
  activeReservationId: string | null;
}

/** Adds the guest unless one with the same id exists; answers how many rows it added. */
export async function insertGuest(db: DbOrTrx, guest: NewGuest): Promise<number> {
  const results = await db
    .insertInto('persons')
    .values({
      id: guest.id,
      erp_uid: guest.erpUid,
      firstname: guest.firstname,
      surname: guest.surname,
      cellphone: guest.cellphone,
      subscribed_to_newsletter: guest.subscribedToNewsletter ? 1 : 0,
      active_reservation_id: guest.activeReservationId,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Who signs in with an account: exactly one of the two is set. */
export type AccountOwner = ({ email: string; staffId: string; guestId?: never } | { email: string; guestId: string; staffId?: never }) & {
  /** The account's language (one of APP_LANGUAGES); English when left out. */
  language?: AppLanguage;
};

/** Adds verified accounts for the emails that have none yet, all with the same password hash; answers how many it added. */
export async function insertAccounts(db: DbOrTrx, owners: readonly AccountOwner[], passwordHash: string, createdAt: string): Promise<number> {
  const results = await db
    .insertInto('accounts')
    .values(
      owners.map((owner) => ({
        id: randomUUID(),
        email: owner.email,
        employee_id: owner.staffId ?? null,
        person_id: owner.guestId ?? null,
        password_hash: passwordHash,
        email_verified: 1,
        reset_hash: null,
        created_at: createdAt,
        language: owner.language ?? 'en',
      })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  return countInserted(results);
}
