import { hasDeviceAlert, type LocationSuite, type SuiteStay } from '@stay/contract';
import type { Db } from '../../db/database';
import type { StaffCaller } from '../../http/caller';
import { loadStaffDevices } from './staff-devices';
import { findCurrentStays, findNextArrivals, findSuitesAt, type SuiteStayRecord } from './staff-repository';

const toSuiteStay = (stay: SuiteStayRecord): SuiteStay => ({
  _id: stay.id,
  nmbr: stay.nmbr,
  mainGuest: { firstname: stay.firstname, surname: stay.surname },
  startDateTime: stay.start,
  endDateTime: stay.end,
});

/** The first stay per suite (the records come in start order). */
function firstPerSuite(stays: readonly SuiteStayRecord[]): Map<string, SuiteStayRecord> {
  const bySuite = new Map<string, SuiteStayRecord>();
  for (const stay of stays) if (!bySuite.has(stay.suiteId)) bySuite.set(stay.suiteId, stay);
  return bySuite;
}

/** The staff overview of the caller's location's suites (GET /api/employee/accommodation). */
export function createStaffSuiteService({ db }: { db: Db }) {
  return {
    /** Every suite with who is in it, who arrives next and its devices; suites with a device alert first, then by name. */
    async list(staff: StaffCaller, now: Date): Promise<LocationSuite[]> {
      const suites = await findSuitesAt(db, staff.locationId);
      const ids = suites.map((suite) => suite.id);
      const [current, next, devices] = await Promise.all([
        findCurrentStays(db, staff.locationId, now.toISOString()),
        findNextArrivals(db, staff.locationId, now.toISOString()),
        loadStaffDevices(db, ids, now, staff.language),
      ]);
      const currentBySuite = firstPerSuite(current);
      const nextBySuite = firstPerSuite(next);
      const overview = suites.map((suite): LocationSuite => {
        const suiteDevices = devices.get(suite.id) ?? [];
        const stay = currentBySuite.get(suite.id);
        const arrival = nextBySuite.get(suite.id);
        return {
          _id: suite.id,
          name: suite.name,
          current: stay ? toSuiteStay(stay) : null,
          nextArrival: arrival ? toSuiteStay(arrival) : null,
          domoticas: suiteDevices,
          deviceAlert: hasDeviceAlert(suiteDevices),
        };
      });
      // Stable sort: the name order of the query stays within each group.
      return overview.sort((a, b) => Number(b.deviceAlert) - Number(a.deviceAlert));
    },
  };
}

export type StaffSuiteService = ReturnType<typeof createStaffSuiteService>;
