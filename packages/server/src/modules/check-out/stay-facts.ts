import { DEFAULT_TIME_ZONE, departureOf, isLateCheckout, type ReservationTimes } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findLocation } from '../locations';
import { configuredDeactivationTime } from '../reservation';

export async function timeZoneOf(db: DbOrTrx, locationId: string | null): Promise<string> {
  if (locationId === null) return DEFAULT_TIME_ZONE;
  return (await findLocation(db, locationId))?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The stay's departure (with a late checkout the controls' deactivation) and whether it is a late checkout. */
export async function departureFacts(db: DbOrTrx, times: ReservationTimes, locationId: string | null, timeZone: string) {
  const lateCheckout = isLateCheckout(times, timeZone, await configuredDeactivationTime(db, locationId));
  return { lateCheckout, departure: departureOf(times, lateCheckout) };
}
