import { parseRole, type Identity } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findAccountById, findEmployee, findPerson, findReservationLocationId } from './repository';
import { toEmployee, toGuest, toUser } from './to-wire';

export interface LoadedIdentity {
  identity: Identity;
  /** The location whose settings apply: the employee's, or the location of the guest's active reservation. */
  locationId: string | null;
}

/**
 * The role with its employee or guest object and the account. Undefined when the account (or its employee or
 * person) no longer exists, or an employee row holds a role that is not a staff role.
 */
export async function loadIdentity(db: DbOrTrx, accountId: string): Promise<LoadedIdentity | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  const user = toUser(account);

  if (account.employee_id) {
    const employee = await findEmployee(db, account.employee_id);
    const role = employee ? parseRole(employee.role) : 'UNKOWN';
    if (!employee || role === 'UNKOWN' || role === 'GUEST') return undefined;
    return { identity: { role, employee: toEmployee(employee, account), user }, locationId: employee.location_id };
  }
  if (account.person_id) {
    const person = await findPerson(db, account.person_id);
    if (!person) return undefined;
    const locationId = person.active_reservation_id
      ? await findReservationLocationId(db, person.active_reservation_id)
      : null;
    return { identity: { role: 'GUEST', guest: toGuest(person, account), user }, locationId };
  }
  return undefined;
}
