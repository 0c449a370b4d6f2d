import { getPermission, isLateCheckout } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { loadPermissions } from '../settings';
import type { ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

/** The configured `reservation.controlDeactivation` (HH:mm) for guests at a location, if any. */
export async function configuredDeactivationTime(db: DbOrTrx, locationId: string | null): Promise<unknown> {
  return getPermission(await loadPermissions(db, 'GUEST', locationId), 'reservation.controlDeactivation');
}

/** Late checkout: the deactivation time equals the configured time, in the location's zone. */
export async function isReservationLateCheckout(db: DbOrTrx, row: ReservationRow, timeZone: string): Promise<boolean> {
  return isLateCheckout(toReservationTimes(row), timeZone, await configuredDeactivationTime(db, row.location_id));
}
