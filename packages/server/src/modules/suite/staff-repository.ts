import { ALERT_DEVICE_STATUSES, ALERT_DEVICE_TYPES, DEVICE_TYPES, type DeviceStatus, type DeviceType } from '@stay/contract';
import { compiledForKeys } from '../../db/compiled-for-keys';
import type { DbOrTrx } from '../../db/database';
import type { DeviceRow } from './repository';

/**
 * Staff reads over the location's suites. A suite is a row of `accommodations` of the location that no reservation holds as
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

/**
 * A read of the devices of these types (and, when given, stored statuses) of many suites, each suite's in display order
 * (one statement per 256 suites).
 */
const devicesOf = (types: readonly DeviceType[], statuses?: readonly DeviceStatus[]) =>
  compiledForKeys((db, _fixed: [], suiteIds: string[]) => {
    const query = db.selectFrom('domoticas').selectAll().where('accommodation_id', 'in', suiteIds).where('type', 'in', types);
    return (statuses ? query.where('state_status', 'in', statuses) : query).orderBy('accommodation_id').orderBy('position').orderBy('name').orderBy('id');
  });
const knownDevicesOf = devicesOf(DEVICE_TYPES);
const alertDevicesOf = devicesOf(ALERT_DEVICE_TYPES, ALERT_DEVICE_STATUSES);

/**
 * The devices of known type of these suites, in display order; or only those whose state can raise the suite's alert
 * (a list's lines mostly have none, so the read answers few rows).
 */
export async function findDevicesOf(db: DbOrTrx, suiteIds: readonly string[], only: 'known' | 'alert' = 'known'): Promise<DeviceRow[]> {
  if (suiteIds.length === 0) return [];
  return (only === 'alert' ? alertDevicesOf : knownDevicesOf)(db, [], suiteIds);
}

const contentLanguagesOf = compiledForKeys((db, _fixed: [], suiteIds: string[]) =>
  db.selectFrom('accommodations as a').innerJoin('locations as l', 'l.id', 'a.location_id').select(['a.id', 'l.content_language']).where('a.id', 'in', suiteIds),
);

/** Each suite's location's content language (as stored), by suite id; suites without a location are left out. */
export async function findSuiteContentLanguages(db: DbOrTrx, suiteIds: readonly string[]): Promise<Map<string, string>> {
  if (suiteIds.length === 0) return new Map();
  const rows = await contentLanguagesOf(db, [], suiteIds);
  return new Map(rows.map((row) => [row.id, row.content_language]));
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

/**
 * The location's stays (every location's when null) with their suite: driven by the reservations' location and time
 * indexes, so the cost follows the stays in range, not every stay a suite ever had.
 */
function staysAt(db: DbOrTrx, locationId: string | null) {
  let query = db
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
    ]);
  if (locationId !== null) query = query.where('r.location_id', '=', locationId);
  return query;
}

/** The stays in house at `now` (started, not ended), earliest start first. */
export function findCurrentStays(db: DbOrTrx, locationId: string | null, now: string): Promise<SuiteStayRecord[]> {
  return staysAt(db, locationId).where('r.end_date_time', '>', now).where('r.start_date_time', '<=', now).orderBy('r.start_date_time').orderBy('r.id').execute();
}

/** Per suite, the first stay that starts after `now` (several when they start at the same instant), by start. */
export async function findNextArrivals(db: DbOrTrx, locationId: string | null, now: string): Promise<SuiteStayRecord[]> {
  let firstsQuery = db
    .selectFrom('reservations as r')
    .innerJoin('reservation_accommodations as ra', (join) => join.onRef('ra.reservation_id', '=', 'r.id').on('ra.position', '=', 0))
    .select(['ra.accommodation_id as suiteId', (eb) => eb.fn.min('r.start_date_time').as('start')])
    .where('r.start_date_time', '>', now);
  if (locationId !== null) firstsQuery = firstsQuery.where('r.location_id', '=', locationId);
  const firsts = await firstsQuery.groupBy('ra.accommodation_id').execute();
  if (firsts.length === 0) return [];
  const wanted = new Set(firsts.map((first) => `${first.suiteId} ${first.start}`));
  const stays = await staysAt(db, locationId)
    .where('r.start_date_time', 'in', [...new Set(firsts.map((first) => first.start))])
    .orderBy('r.start_date_time')
    .orderBy('r.id')
    .execute();
  return stays.filter((stay) => wanted.has(`${stay.suiteId} ${stay.start}`));
}
