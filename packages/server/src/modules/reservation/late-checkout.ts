import { getPermission, isLateCheckout } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { mergeSettings, settingScopesFor } from '../settings/merge-settings';
import { findSettings } from '../settings/repository';
import type { ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

/** The configured `reservation.controlDeactivation` (HH:mm) for guests at a location, if any. */
export async function configuredDeactivationTime(db: DbOrTrx, locationId: string | null): Promise<unknown> {
  const scopes = settingScopesFor('GUEST', locationId);
  const { permissions } = mergeSettings(await findSettings(db, scopes), scopes);
  return getPermission(permissions, 'reservation.controlDeactivation');
}

/** §4 late checkout: the deactivation time equals the configured time, in the location's zone. */
export async function isReservationLateCheckout(db: DbOrTrx, row: ReservationRow, timeZone: string): Promise<boolean> {
  return isLateCheckout(toReservationTimes(row), timeZone, await configuredDeactivationTime(db, row.location_id));
}
