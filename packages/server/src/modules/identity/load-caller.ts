import { isStaffRole, type KnownRole } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import type { AuthContext } from '../../security/access-tokens';
import { loadPermissions } from '../settings';
import { loadIdentity, type LoadedIdentity } from './load-identity';

/** The caller behind an access token: one query for the account and its guest or staff member; permissions on demand. */
export async function loadCaller(db: DbOrTrx, auth: AuthContext): Promise<Caller> {
  return callerOf(auth, await loadIdentity(db, auth.accountId), (role, locationId) => loadPermissions(db, role, locationId));
}

/** The caller of a loaded identity (SESSION_NOT_FOUND when there is none); its permissions are read on first use. */
export function callerOf(
  auth: AuthContext,
  loaded: LoadedIdentity | undefined,
  readPermissions: (role: KnownRole, locationId: string | null) => Promise<unknown>,
): Caller {
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
    permissions: () => (permissions ??= readPermissions(role, locationId)),
  };
  if (staff && isStaffRole(role)) {
    return { ...base, kind: 'employee', role, id: staff._id, firstname: staff.firstname, surname: staff.surname, workgroup: staff.erpWorkgroup };
  }
  if (guest && role === 'GUEST') {
    return { ...base, kind: 'person', role, id: guest._id, firstname: guest.firstname, surname: guest.surname, reservationId: guest.activeReservationId };
  }
  throw new AppError('UNAUTHORIZED');
}
