import { DEFAULT_TIME_ZONE, calendarDayIn, instantAt, locationStayTimesOf } from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { findLocation } from '../../locations';
import type { StayDates } from '../../reservation';
import { loadPermissions } from '../../settings';

/** How a location turns a PMS's arrival and departure dates into a stay, and back. */
export interface LocationStayClock {
  timeZone: string;
  stayOf(arrival: string, departure: string): StayDates;
  datesOf(stay: StayDates): { arrival: string; departure: string };
}

/** The stay runs from the location's check-in time on arrival to its checkout time on departure, on its clock. */
export async function locationStayClock(db: DbOrTrx, locationId: string): Promise<LocationStayClock> {
  const timeZone = (await findLocation(db, locationId))?.time_zone ?? DEFAULT_TIME_ZONE;
  const times = locationStayTimesOf(await loadPermissions(db, 'GUEST', locationId));
  return {
    timeZone,
    stayOf: (arrival, departure) => ({
      startDateTime: instantAt(arrival, times.checkInTime, timeZone).toISOString(),
      endDateTime: instantAt(departure, times.checkOutTime, timeZone).toISOString(),
    }),
    datesOf: (stay) => ({ arrival: calendarDayIn(stay.startDateTime, timeZone), departure: calendarDayIn(stay.endDateTime, timeZone) }),
  };
}
