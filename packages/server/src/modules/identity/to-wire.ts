import type { Selectable } from 'kysely';
import type { Staff, Guest, User } from '@stay/contract';
import type { AccountsTable } from '../../db/tables/accounts';
import type { EmployeesTable } from '../../db/tables/employees';
import type { PersonsTable } from '../../db/tables/persons';
import { profileImagePath } from './profile-image-path';

type AccountRow = Selectable<AccountsTable>;

/** A staff member's user data. `location` is the location's id (names can change, ids cannot). */
export function toStaff(staff: Selectable<EmployeesTable>, account: AccountRow): Staff {
  return {
    _id: staff.id,
    erpUID: staff.erp_uid,
    firstname: staff.firstname,
    surname: staff.surname,
    email: account.email,
    cellphone: staff.cellphone,
    erpWorkgroup: staff.workgroup,
    location: staff.location_id,
    answerSuggestions: staff.answer_suggestions === 1,
    subscribedToNewsletter: staff.subscribed_to_newsletter === 1,
    personimage: profileImagePath(staff.personimage),
  };
}

/** A guest's user data. */
export function toGuest(guest: Selectable<PersonsTable>, account: AccountRow): Guest {
  return {
    _id: guest.id,
    erpUID: guest.erp_uid,
    firstname: guest.firstname,
    surname: guest.surname,
    email: account.email,
    cellphone: guest.cellphone,
    subscribedToNewsletter: guest.subscribed_to_newsletter === 1,
    activeReservationId: guest.active_reservation_id,
    personimage: profileImagePath(guest.personimage),
  };
}

/** The account as the wire's `user`. The stored reset hash is a secret and never leaves the server. */
export function toUser(account: AccountRow): User {
  return { _id: account.id, email: account.email, emailVerified: account.email_verified === 1, resetHash: null };
}
