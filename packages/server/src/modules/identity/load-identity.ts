import { appLanguageOf, parseRole, type AppLanguage, type Identity } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findAccountOwner } from './repository';
import { toStaff, toGuest, toUser } from './to-wire';

export interface LoadedIdentity {
  identity: Identity;
  /** The location whose settings apply: the staff member's, or the location of the guest's active reservation. */
  locationId: string | null;
  /** The account's language; English while the stored value is none of the app's. */
  language: AppLanguage;
}

/**
 * The role with its staff member or guest object and the account. Undefined when the account (or its staff member or
 * guest) no longer exists, or a staff member row holds a role that is not a staff role.
 */
export async function loadIdentity(db: DbOrTrx, accountId: string): Promise<LoadedIdentity | undefined> {
  const rows = await findAccountOwner(db, accountId);
  if (!rows) return undefined;
  const { account, employee: staff, guest: guestRow } = rows;
  const user = toUser(account);
  const language = appLanguageOf(account.language) ?? 'en';

  if (account.employee_id) {
    const role = staff ? parseRole(staff.role) : 'UNKOWN';
    if (!staff || role === 'UNKOWN' || role === 'GUEST') return undefined;
    return { identity: { role, employee: toStaff(staff, account), user }, locationId: staff.location_id, language };
  }
  if (account.person_id) {
    if (!guestRow) return undefined;
    const locationId = guestRow.active_reservation_id ? rows.reservationLocationId : null;
    return { identity: { role: 'GUEST', guest: toGuest(guestRow, account), user }, locationId, language };
  }
  return undefined;
}
