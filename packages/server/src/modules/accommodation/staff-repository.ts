import { DOMOTICA_TYPES } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import type { DomoticaRow } from './repository';

/**
 * Staff reads over the location's suites. A suite is an accommodation of the location that no reservation holds as
 * an extra (position > 0, e.g. a parking place). Stays are read-only joins on the reservations.
 */

export interface SuiteRecord {
  id: string;
  name: string;
}

/** The location's suites (every location's when null), by name. */
export function findSuitesAt(db: DbOrTrx, locationId: string | null): Promise<SuiteRecord[]> {
  let query = db
    .selectFrom('accommodations as a')
    .select(['a.id', 'a.name'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('reservation_accommodations as extra').select('extra.reservation_id').whereRef('extra.accommodation_id', '=', 'a.id').where('extra.position', '>', 0))),
    );
  if (locationId !== null) query = query.where('a.location_id', '=', locationId);
  return query.orderBy('a.name').orderBy('a.id').execute();
}

/** The devices of known type of these accommodations, in display order. */
export async function findDomoticasOf(db: DbOrTrx, accommodationIds: readonly string[]): Promise<DomoticaRow[]> {
  if (accommodationIds.length === 0) return [];
  return db
    .selectFrom('domoticas')
    .selectAll()
    .where('accommodation_id', 'in', [...accommodationIds])
    .where('type', 'in', DOMOTICA_TYPES)
    .orderBy('accommodation_id')
    .orderBy('position')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface SuiteStayRecord {
  suiteId: string;
  id: string;
  nmbr: string;
  firstname: string;
  surname: string;
  start: string;
  end: string;
}

function staysOfSuites(db: DbOrTrx, suiteIds: readonly string[]) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('reservation_accommodations as ra', (join) => join.onRef('ra.reservation_id', '=', 'r.id').on('ra.position', '=', 0))
    .select([
      'ra.accommodation_id as suiteId',
      'r.id',
      'r.reservation_number as nmbr',
      'r.main_guest_firstname as firstname',
      'r.main_guest_surname as surname',
      'r.start_date_time as start',
      'r.end_date_time as end',
    ])
    .where('ra.accommodation_id', 'in', [...suiteIds]);
}

/** The stays in house at `now` (started, not ended) in these suites, earliest start first. */
export async function findCurrentStays(db: DbOrTrx, suiteIds: readonly string[], now: string): Promise<SuiteStayRecord[]> {
  if (suiteIds.length === 0) return [];
  return staysOfSuites(db, suiteIds)
    .where('r.start_date_time', '<=', now)
    .where('r.end_date_time', '>', now)
    .orderBy('r.start_date_time')
    .orderBy('r.id')
    .execute();
}

/** Per suite, the first stay that starts after `now` (several when they start at the same instant). */
export async function findNextArrivals(db: DbOrTrx, suiteIds: readonly string[], now: string): Promise<SuiteStayRecord[]> {
  if (suiteIds.length === 0) return [];
  const firsts = db
    .selectFrom('reservations as f')
    .innerJoin('reservation_accommodations as fa', (join) => join.onRef('fa.reservation_id', '=', 'f.id').on('fa.position', '=', 0))
    .select(['fa.accommodation_id as suiteId', (eb) => eb.fn.min('f.start_date_time').as('start')])
    .where('fa.accommodation_id', 'in', [...suiteIds])
    .where('f.start_date_time', '>', now)
    .groupBy('fa.accommodation_id')
    .as('first');
  return staysOfSuites(db, suiteIds)
    .innerJoin(firsts, (join) => join.onRef('first.suiteId', '=', 'ra.accommodation_id').onRef('first.start', '=', 'r.start_date_time'))
    .orderBy('r.start_date_time')
    .orderBy('r.id')
    .execute();
}
