import { isStaffRole } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import type { AuthContext } from '../../security/access-tokens';
import { loadPermissions } from '../settings';
import { loadIdentity } from './load-identity';

/** The caller behind an access token: one query for the account and its guest or staff member; permissions on demand. */
export async function loadCaller(db: DbOrTrx, auth: AuthContext): Promise<Caller> {
  const loaded = await loadIdentity(db, auth.accountId);
  if (!loaded) throw new AppError('SESSION_NOT_FOUND');
  const { identity, locationId, language } = loaded;
  const { employee: staff, guest, role, user } = identity;
  let permissions: Promise<unknown> | undefined;
  const base = {
    accountId: auth.accountId,
    email: user.email,
    language,
    locationId,
    identity,
    permissions: () => (permissions ??= loadPermissions(db, role, locationId)),
  };
  if (staff && isStaffRole(role)) {
    return { ...base, kind: 'employee', role, id: staff._id, firstname: staff.firstname, surname: staff.surname, workgroup: staff.erpWorkgroup };
  }
  if (guest && role === 'GUEST') {
    return { ...base, kind: 'person', role, id: guest._id, firstname: guest.firstname, surname: guest.surname, reservationId: guest.activeReservationId };
  }
  throw new AppError('UNAUTHORIZED');
}
