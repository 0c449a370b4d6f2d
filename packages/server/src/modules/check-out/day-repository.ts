import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';

/**
 * The reads behind the housekeeping list and the stay status: reservations of a location with their first suite, in
 * read-only joins beside the reservation and suite modules (a list view); and the housekeeping days this module owns.
 */

export type HousekeepingDayRow = Selectable<Database['housekeeping_days']>;

export interface StayRow {
  id: string;
  reservation_number: string;
  location_id: string | null;
  start_date_time: string;
  end_date_time: string;
  controls_deactivation_date_time: string | null;
  main_guest_firstname: string;
  main_guest_surname: string;
  suite_id: string | null;
  suite_name: string | null;
}

function staysQuery(db: DbOrTrx) {
  return db
    .selectFrom('reservations as r')
    .leftJoin('reservation_accommodations as ra', (join) => join.onRef('ra.reservation_id', '=', 'r.id').on('ra.position', '=', 0))
    .leftJoin('accommodations as a', 'a.id', 'ra.accommodation_id')
    .select([
      'r.id',
      'r.reservation_number',
      'r.location_id',
      'r.start_date_time',
      'r.end_date_time',
      'r.controls_deactivation_date_time',
      'r.main_guest_firstname',
      'r.main_guest_surname',
      'a.id as suite_id',
      'a.name as suite_name',
    ]);
}

/** Most stays of one day a list shows: a park has fewer suites than this. */
const DAY_LIMIT = 1000;

/** Stays of the location (null: every location) that overlap [from, to): arriving, in house or leaving. */
export function findStaysOverlapping(db: DbOrTrx, locationId: string | null, from: Date, to: Date): Promise<StayRow[]> {
  let query = staysQuery(db).where('r.start_date_time', '<', to.toISOString()).where('r.end_date_time', '>=', from.toISOString());
  if (locationId !== null) query = query.where('r.location_id', '=', locationId);
  return query.orderBy('r.start_date_time').orderBy('r.id').limit(DAY_LIMIT).execute();
}

export function findStayByNumber(db: DbOrTrx, reservationNumber: string): Promise<StayRow | undefined> {
  return staysQuery(db).where('r.reservation_number', '=', reservationNumber).executeTakeFirst();
}

export function findStayById(db: DbOrTrx, reservationId: string): Promise<StayRow | undefined> {
  return staysQuery(db).where('r.id', '=', reservationId).executeTakeFirst();
}

/** The suite when it belongs to the location (null: any location). */
export function findSuiteAt(db: DbOrTrx, suiteId: string, locationId: string | null) {
  let query = db.selectFrom('accommodations').select(['id', 'name', 'location_id']).where('id', '=', suiteId);
  if (locationId !== null) query = query.where('location_id', '=', locationId);
  return query.executeTakeFirst();
}

/** The housekeeping of these suites on these days. */
export function findHousekeepingDays(db: DbOrTrx, keys: ReadonlyArray<{ suiteId: string; day: string }>): Promise<HousekeepingDayRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('housekeeping_days')
    .selectAll()
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('accommodation_id', '=', key.suiteId), eb('day', '=', key.day)]))))
    .execute();
}

export async function saveHousekeepingDay(db: DbOrTrx, row: HousekeepingDayRow): Promise<void> {
  const changes = { ready_at: row.ready_at, expected_ready_at: row.expected_ready_at, employee_id: row.employee_id, updated_at: row.updated_at };
  await db
    .insertInto('housekeeping_days')
    .values(row)
    .onConflict((conflict) => conflict.columns(['accommodation_id', 'day']).doUpdateSet(changes))
    .execute();
}

/** Subjects of the cleaning complaints of these reservations (read beside the complaint module), by reservation. */
export async function findCleaningNotes(db: DbOrTrx, reservationIds: readonly string[]): Promise<Map<string, string[]>> {
  const notes = new Map<string, string[]>();
  if (reservationIds.length === 0) return notes;
  const rows = await db
    .selectFrom('complaints')
    .select(['reservation_id', 'subject'])
    .where('reservation_id', 'in', [...reservationIds])
    .where('kind', '=', 'CLEANING')
    .orderBy('nmbr')
    .execute();
  for (const row of rows) notes.set(row.reservation_id, [...(notes.get(row.reservation_id) ?? []), row.subject]);
  return notes;
}
