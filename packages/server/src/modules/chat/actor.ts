import { isStaffRole, type StaffRole } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { AuthContext } from '../../security/access-tokens';
import { mergeSettings, settingScopesFor } from '../settings/merge-settings';
import { findSettings } from '../settings/repository';
import { loadIdentity } from '../users/identity';

export interface StaffActor {
  kind: 'employee';
  id: string;
  role: StaffRole;
  firstname: string;
  /** Null: staff of every location. */
  locationId: string | null;
  workgroup: string | null;
}

export interface GuestActor {
  kind: 'person';
  id: string;
  role: 'GUEST';
  firstname: string;
  surname: string;
  reservationId: string | null;
  /** The current reservation's location. */
  locationId: string | null;
}

export type ChatActor = StaffActor | GuestActor;

/** The caller of a chat endpoint, from the access token's account (the foundation's identity loader). */
export async function loadActor(db: DbOrTrx, auth: AuthContext): Promise<ChatActor> {
  const loaded = await loadIdentity(db, auth.accountId);
  if (!loaded) throw new AppError('SESSION_NOT_FOUND');
  const { employee, guest, role } = loaded.identity;
  if (employee && isStaffRole(role)) {
    return { kind: 'employee', id: employee._id, role, firstname: employee.firstname, locationId: employee.location, workgroup: employee.erpWorkgroup };
  }
  if (guest && role === 'GUEST') {
    return {
      kind: 'person',
      id: guest._id,
      role,
      firstname: guest.firstname,
      surname: guest.surname,
      reservationId: guest.activeReservationId,
      locationId: loaded.locationId,
    };
  }
  throw new AppError('UNAUTHORIZED');
}

export async function loadStaffActor(db: DbOrTrx, auth: AuthContext): Promise<StaffActor> {
  const actor = await loadActor(db, auth);
  if (actor.kind !== 'employee') throw new AppError('UNAUTHORIZED');
  return actor;
}

export async function loadGuestActor(db: DbOrTrx, auth: AuthContext): Promise<GuestActor> {
  const actor = await loadActor(db, auth);
  if (actor.kind !== 'person') throw new AppError('UNAUTHORIZED');
  return actor;
}

/** The permissions of the actor's user settings: the same merge GET /api/auth/user-settings answers. */
export async function loadPermissions(db: DbOrTrx, actor: ChatActor): Promise<unknown> {
  const scopes = settingScopesFor(actor.role, actor.locationId);
  return mergeSettings(await findSettings(db, scopes), scopes).permissions;
}
