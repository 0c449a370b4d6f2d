import type { DbOrTrx } from '../../db/database';

/**
 * The reads the climate rules need beside the modules that own the rows, read-only: the location's suites with a
 * thermostat, and the stays in them around a time with their check-outs (as the check-out module's day lists do).
 */

export interface ClimateSuiteRow {
  id: string;
  name: string;
}

/** The location's suites with at least one thermostat, by name. */
export function findClimateSuites(db: DbOrTrx, locationId: string): Promise<ClimateSuiteRow[]> {
  return db
    .selectFrom('accommodations as a')
    .select(['a.id', 'a.name'])
    .where('a.location_id', '=', locationId)
    .where((eb) => eb.exists(eb.selectFrom('domoticas as d').select('d.id').whereRef('d.accommodation_id', '=', 'a.id').where('d.type', '=', 'CLIMATE')))
    .orderBy('a.name')
    .execute();
}

export interface SuiteStayRow {
  reservation_id: string;
  suite_id: string;
  start_date_time: string;
  end_date_time: string;
  controls_deactivation_date_time: string | null;
  checked_out_at: string | null;
}

const CANCELLED = 0;

/** The stays (not cancelled) in the suites that overlap [from, to), in arrival order. */
export function findSuiteStays(db: DbOrTrx, suiteIds: readonly string[], from: Date, to: Date): Promise<SuiteStayRow[]> {
  if (suiteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations as r')
    .innerJoin('reservation_accommodations as ra', 'ra.reservation_id', 'r.id')
    .leftJoin('check_outs as co', 'co.reservation_id', 'r.id')
    .select(['r.id as reservation_id', 'ra.accommodation_id as suite_id', 'r.start_date_time', 'r.end_date_time', 'r.controls_deactivation_date_time', 'co.checked_out_at'])
    .where('ra.accommodation_id', 'in', suiteIds)
    .where('r.status', '!=', CANCELLED)
    .where('r.start_date_time', '<', to.toISOString())
    .where((eb) => eb(eb.fn.coalesce('r.controls_deactivation_date_time', 'r.end_date_time'), '>', from.toISOString()))
    .orderBy('r.start_date_time')
    .execute();
}

export interface StayTimesRow {
  id: string;
  start_date_time: string;
  end_date_time: string;
  controls_deactivation_date_time: string | null;
}

/** The arrival and departure of each reservation. */
export function findStayTimes(db: DbOrTrx, reservationIds: readonly string[]): Promise<StayTimesRow[]> {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations')
    .select(['id', 'start_date_time', 'end_date_time', 'controls_deactivation_date_time'])
    .where('id', 'in', reservationIds)
    .execute();
}
