import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { EmployeesTable } from '../../db/tables/employees';
import type { PersonsTable } from '../../db/tables/persons';
import { profileImagePath } from './profile-image-path';

export type GuestChanges = Pick<Updateable<PersonsTable>, 'firstname' | 'surname' | 'cellphone' | 'subscribed_to_newsletter'>;
export type StaffChanges = Pick<Updateable<EmployeesTable>, 'firstname' | 'surname' | 'cellphone' | 'subscribed_to_newsletter' | 'answer_suggestions'>;

export async function updateGuestRow(db: DbOrTrx, guestId: string, changes: GuestChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('persons').set(changes).where('id', '=', guestId).execute();
}

export async function updateStaff(db: DbOrTrx, staffId: string, changes: StaffChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('employees').set(changes).where('id', '=', staffId).execute();
}

/** The guest's or staff member's stored picture file name. */
export async function findProfileImage(db: DbOrTrx, kind: 'person' | 'employee', id: string): Promise<string | null> {
  const row =
    kind === 'person'
      ? await db.selectFrom('persons').select('personimage').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('employees').select('personimage').where('id', '=', id).executeTakeFirst();
  return row?.personimage ?? null;
}

/**
 * Sets the picture. A guide's guide profile (what guests see when choosing a guide, and chat members) shows the
 * same picture, by its path.
 */
export async function setProfileImage(db: DbOrTrx, kind: 'person' | 'employee', id: string, filename: string | null): Promise<void> {
  if (kind === 'person') {
    await db.updateTable('persons').set({ personimage: filename }).where('id', '=', id).execute();
    return;
  }
  await db.updateTable('employees').set({ personimage: filename }).where('id', '=', id).execute();
  await db.updateTable('guide_profiles').set({ personimage: profileImagePath(filename) }).where('employee_id', '=', id).execute();
}
