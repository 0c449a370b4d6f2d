import { randomUUID } from 'node:crypto';
import type { Insertable, InsertResult } from 'kysely';
import type { Database, DbOrTrx } from '../db/database';
import type { ChatRemindersTable } from '../db/tables/chat-reminders';

/**
 * The demo seed's own reads and writes: idempotent "add what is missing" inserts that no module needs. Every
 * insert answers how many rows it added or updated, so the seed can report what changed.
 */

type NewReservation = Insertable<Database['reservations']>;
type ReservationRefresh = Partial<NewReservation>;

export interface SeedEmployee {
  id: string;
  erpUid: string;
  firstname: string;
  surname: string;
  role: string;
  workgroup: string;
  cellphone: string;
}

export interface SeedPerson {
  id: string;
  erpUid: string;
  firstname: string;
  surname: string;
  cellphone: string | null;
  subscribedToNewsletter: boolean;
  activeReservationId: string | null;
}

/** Who signs in with an account: exactly one of the two is set. */
export type SeedAccountOwner = { email: string; employeeId: string; personId?: never } | { email: string; personId: string; employeeId?: never };

const countInserted = (results: readonly InsertResult[]) =>
  results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);

export async function hasAnyAccount(db: DbOrTrx): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function insertLocation(db: DbOrTrx, location: { id: string; name: string; timeZone: string }): Promise<number> {
  const results = await db
    .insertInto('locations')
    .values({ id: location.id, name: location.name, time_zone: location.timeZone })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Adds the employees that do not exist yet; guides get answer suggestions. */
export async function insertEmployees(db: DbOrTrx, employees: readonly SeedEmployee[], locationId: string): Promise<number> {
  const results = await db
    .insertInto('employees')
    .values(
      employees.map((employee) => ({
        id: employee.id,
        erp_uid: employee.erpUid,
        firstname: employee.firstname,
        surname: employee.surname,
        role: employee.role,
        workgroup: employee.workgroup,
        location_id: locationId,
        cellphone: employee.cellphone,
        answer_suggestions: employee.role === 'GUIDE' ? 1 : 0,
        subscribed_to_newsletter: 0,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

export async function listEmployees(db: DbOrTrx): Promise<{ id: string; firstname: string; workgroup: string | null }[]> {
  return db.selectFrom('employees').select(['id', 'firstname', 'workgroup']).execute();
}

/** Adds the person unless one with the same id exists. */
export async function insertPerson(db: DbOrTrx, person: SeedPerson): Promise<number> {
  const results = await db
    .insertInto('persons')
    .values({
      id: person.id,
      erp_uid: person.erpUid,
      firstname: person.firstname,
      surname: person.surname,
      cellphone: person.cellphone,
      subscribed_to_newsletter: person.subscribedToNewsletter ? 1 : 0,
      active_reservation_id: person.activeReservationId,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Adds verified accounts for the emails that have none yet, all with the same password hash. */
export async function insertAccounts(
  db: DbOrTrx,
  owners: readonly SeedAccountOwner[],
  passwordHash: string,
  createdAt: string,
): Promise<number> {
  const results = await db
    .insertInto('accounts')
    .values(
      owners.map((owner) => ({
        id: randomUUID(),
        email: owner.email,
        employee_id: owner.employeeId ?? null,
        person_id: owner.personId ?? null,
        password_hash: passwordHash,
        email_verified: 1,
        reset_hash: null,
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  return countInserted(results);
}

/** Adds the settings rows that do not exist yet; `value` is stored as JSON. */
export async function insertSettings(db: DbOrTrx, settings: ReadonlyArray<{ scope: string; name: string; value: unknown }>): Promise<number> {
  const results = await db
    .insertInto('settings')
    .values(settings.map(({ scope, name, value }) => ({ scope, name, value: JSON.stringify(value) })))
    .onConflict((conflict) => conflict.columns(['scope', 'name']).doNothing())
    .execute();
  return countInserted(results);
}

export async function insertAccommodations(
  db: DbOrTrx,
  accommodations: ReadonlyArray<{ id: string; name: string }>,
  locationId: string,
): Promise<number> {
  const results = await db
    .insertInto('accommodations')
    .values(accommodations.map((accommodation) => ({ ...accommodation, location_id: locationId })))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Adds the reservation; when it exists, applies `refresh` to it, or leaves it alone without one. */
export async function upsertReservation(db: DbOrTrx, reservation: NewReservation, refresh?: ReservationRefresh): Promise<number> {
  const results = await db
    .insertInto('reservations')
    .values(reservation)
    .onConflict((conflict) => (refresh ? conflict.column('id').doUpdateSet(refresh) : conflict.column('id').doNothing()))
    .execute();
  return countInserted(results);
}

export async function setMainPersonIfNone(db: DbOrTrx, reservationId: string, personId: string): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ main_person_id: personId })
    .where('id', '=', reservationId)
    .where('main_person_id', 'is', null)
    .execute();
}

export function listReservationsAt(db: DbOrTrx, locationId: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'start_date_time', 'guide_employee_id'])
    .where('location_id', '=', locationId)
    .orderBy('id')
    .execute();
}

/** Makes these accommodations (in this order) the reservation's accommodations. */
export async function replaceReservationAccommodations(db: DbOrTrx, reservationId: string, accommodationIds: readonly string[]): Promise<void> {
  await db.deleteFrom('reservation_accommodations').where('reservation_id', '=', reservationId).execute();
  await db
    .insertInto('reservation_accommodations')
    .values(accommodationIds.map((accommodationId, position) => ({ reservation_id: reservationId, accommodation_id: accommodationId, position })))
    .execute();
}

/** The first accommodation (the suite) of each of these reservations, distinct and sorted. */
export async function findSuiteIdsOf(db: DbOrTrx, reservationIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('reservation_accommodations')
    .select('accommodation_id')
    .distinct()
    .where('reservation_id', 'in', [...reservationIds])
    .where('position', '=', 0)
    .orderBy('accommodation_id')
    .execute();
  return rows.map((row) => row.accommodation_id);
}

/** Links the person to the reservation as main guest unless they are linked already. */
export async function linkMainGuestOnce(db: DbOrTrx, reservationId: string, personId: string, joinedAt: string): Promise<void> {
  await db
    .insertInto('reservation_guests')
    .values({ reservation_id: reservationId, person_id: personId, is_main: 1, joined_at: joinedAt })
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doNothing())
    .execute();
}

/** The guests of a reservation: linked guests, the main person and whoever has it as their active reservation. */
export function findGuestsOfReservation(db: DbOrTrx, reservationId: string): Promise<{ id: string; firstname: string }[]> {
  return db
    .selectFrom('persons')
    .select(['id', 'firstname'])
    .where((eb) =>
      eb.or([
        eb('active_reservation_id', '=', reservationId),
        eb('id', 'in', eb.selectFrom('reservation_guests').select('person_id').where('reservation_id', '=', reservationId)),
        eb('id', 'in', eb.selectFrom('reservations').select('main_person_id').where('id', '=', reservationId).where('main_person_id', 'is not', null)),
      ]),
    )
    .orderBy('id')
    .execute();
}

export async function internalChatExists(db: DbOrTrx, locationId: string, chatname: string): Promise<boolean> {
  const row = await db
    .selectFrom('chats')
    .select('nmbr')
    .where('location_id', '=', locationId)
    .where('reservation_id', 'is', null)
    .where('chatname', '=', chatname)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds the reminder, or moves an existing one with the same id to `remind_at` and makes it pending again. */
export async function upsertPendingReminder(db: DbOrTrx, reminder: Insertable<ChatRemindersTable>): Promise<void> {
  await db
    .insertInto('chat_reminders')
    .values(reminder)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ remind_at: reminder.remind_at, fired_at: null, fired_by: null }))
    .execute();
}
