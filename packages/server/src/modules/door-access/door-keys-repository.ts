import type { Selectable } from 'kysely';
import type { LockStatus } from '@stay/contract';
import type { Database, DbOrTrx } from '../../db/database';

export type DoorKeyRow = Selectable<Database['door_keys']>;

export interface DoorKeyOwner {
  reservationId: string;
  guestId: string;
  suiteId: string;
}

/** Creates the guest's key if it does not exist yet. */
async function ensureKey(db: DbOrTrx, owner: DoorKeyOwner): Promise<void> {
  await db
    .insertInto('door_keys')
    .values({ reservation_id: owner.reservationId, person_id: owner.guestId, accommodation_id: owner.suiteId })
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doNothing())
    .execute();
}

/** The key is activated the first time the guest's controls are open. */
export async function activateKey(db: DbOrTrx, owner: DoorKeyOwner, at: Date): Promise<void> {
  await ensureKey(db, owner);
  await db
    .updateTable('door_keys')
    .set({ activated_at: at.toISOString() })
    .where('reservation_id', '=', owner.reservationId)
    .where('person_id', '=', owner.guestId)
    .where('activated_at', 'is', null)
    .execute();
}

/**
 * Records an unlock that worked. Answers whether it was the first of the reservation (no guest of it had unlocked
 * before): the conditional update claims the first use, so two instances never both see it as the first.
 */
export async function recordKeyUse(db: DbOrTrx, owner: DoorKeyOwner, at: Date): Promise<{ isFirstOfStay: boolean }> {
  await activateKey(db, owner, at);
  const iso = at.toISOString();
  const earlier = await db
    .selectFrom('door_keys')
    .select('person_id')
    .where('reservation_id', '=', owner.reservationId)
    .where('first_used_at', 'is not', null)
    .executeTakeFirst();
  const claimed = await db
    .updateTable('door_keys')
    .set({ first_used_at: iso })
    .where('reservation_id', '=', owner.reservationId)
    .where('person_id', '=', owner.guestId)
    .where('first_used_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('door_keys')
    .set({ last_used_at: iso, lock_status: 'ok' })
    .where('reservation_id', '=', owner.reservationId)
    .where('person_id', '=', owner.guestId)
    .execute();
  return { isFirstOfStay: earlier === undefined && Number(claimed.numUpdatedRows) === 1 };
}

/** Records an unlock that failed and the lock's state; answers whether the lock was fine before (a new alert). */
export async function recordKeyFailure(db: DbOrTrx, owner: DoorKeyOwner, lockStatus: Exclude<LockStatus, 'ok'>): Promise<{ isNewAlert: boolean }> {
  await ensureKey(db, owner);
  const before = await db
    .selectFrom('door_keys')
    .select('lock_status')
    .where('reservation_id', '=', owner.reservationId)
    .where('person_id', '=', owner.guestId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('door_keys')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1), lock_status: lockStatus }))
    .where('reservation_id', '=', owner.reservationId)
    .where('person_id', '=', owner.guestId)
    .execute();
  return { isNewAlert: before.lock_status === 'ok' };
}

/** Writes a key as given, replacing the stored one (the demo's keys move with its dates). */
export async function saveDoorKey(db: DbOrTrx, row: DoorKeyRow): Promise<void> {
  const { reservation_id: _reservation, person_id: _guest, ...changes } = row;
  await db
    .insertInto('door_keys')
    .values(row)
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doUpdateSet(changes))
    .execute();
}

export interface DoorKeyWithGuest extends DoorKeyRow {
  firstname: string;
  surname: string;
}

/** The keys of these reservations with their guests' names, oldest activation first. */
export function findDoorKeys(db: DbOrTrx, reservationIds: readonly string[]): Promise<DoorKeyWithGuest[]> {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('door_keys')
    .innerJoin('persons', 'persons.id', 'door_keys.person_id')
    .selectAll('door_keys')
    .select(['persons.firstname', 'persons.surname'])
    .where('door_keys.reservation_id', 'in', [...reservationIds])
    .orderBy('door_keys.activated_at')
    .orderBy('door_keys.person_id')
    .execute();
}

/** What a door notice names: the booking, its location and guide (read beside the reservation module, as findStay). */
export function findStayNotice(db: DbOrTrx, reservationId: string) {
  return db
    .selectFrom('reservations')
    .select(['reservation_number', 'location_id', 'guide_employee_id'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

/** A stay whose door the lock watch looks after: under way now, and a guest of it has opened the door. */
export interface WatchedStay {
  reservationId: string;
  suiteId: string;
  guestName: string;
}

/**
 * The stays in house at `now` (started, not past the controls' end): a key of theirs has been used. Reads the
 * reservation's times beside the reservation module, as `findStayNotice` does.
 */
export async function findWatchedStays(db: DbOrTrx, now: Date): Promise<WatchedStay[]> {
  const iso = now.toISOString();
  const rows = await db
    .selectFrom('door_keys as k')
    .innerJoin('reservations as r', 'r.id', 'k.reservation_id')
    .select(['k.reservation_id', 'k.accommodation_id', 'r.main_guest_firstname', 'r.main_guest_surname'])
    .distinct()
    .where('k.first_used_at', 'is not', null)
    .where('r.start_date_time', '<=', iso)
    .where((eb) => eb(eb.fn.coalesce('r.controls_deactivation_date_time', 'r.end_date_time'), '>', iso))
    .orderBy('k.reservation_id')
    .execute();
  return rows.map((row) => ({
    reservationId: row.reservation_id,
    suiteId: row.accommodation_id,
    guestName: `${row.main_guest_firstname} ${row.main_guest_surname}`.trim(),
  }));
}

/**
 * Marks the stay's keys with the lock's trouble when the lock was fine: answers whether this call made the change (a new
 * alert). The conditional update claims it, so with several instances watching only one alerts.
 */
export async function claimLockTrouble(db: DbOrTrx, reservationId: string, lockStatus: 'jammed' | 'unavailable'): Promise<boolean> {
  const claimed = await db
    .updateTable('door_keys')
    .set({ lock_status: lockStatus })
    .where('reservation_id', '=', reservationId)
    .where('first_used_at', 'is not', null)
    .where('lock_status', '=', 'ok')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** The lock answers again: the stay's keys show it fine, and the next trouble alerts anew. */
export async function clearLockTrouble(db: DbOrTrx, reservationId: string): Promise<void> {
  await db.updateTable('door_keys').set({ lock_status: 'ok' }).where('reservation_id', '=', reservationId).where('lock_status', '!=', 'ok').execute();
}
