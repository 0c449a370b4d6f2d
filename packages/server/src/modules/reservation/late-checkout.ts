import { isLateCheckout, locationStayTimesOf } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { loadPermissions } from '../settings';
import type { ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

/**
 * The late checkout time (HH:mm) of a location: its `reservation.controlDeactivation` when that is after its checkout
 * (the location's stay times), else null.
 */
export async function configuredDeactivationTime(db: DbOrTrx, locationId: string | null): Promise<string | null> {
  return locationStayTimesOf(await loadPermissions(db, 'GUEST', locationId)).lateCheckoutTime;
}

/** Late checkout: the deactivation time equals the location's late checkout time, in the location's zone. */
export async function isReservationLateCheckout(db: DbOrTrx, row: ReservationRow, timeZone: string): Promise<boolean> {
  return isLateCheckout(toReservationTimes(row), timeZone, await configuredDeactivationTime(db, row.location_id));
}
