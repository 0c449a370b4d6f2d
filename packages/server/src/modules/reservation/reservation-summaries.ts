import { compiledForKeys } from '../../db/compiled-for-keys';
import type { DbOrTrx } from '../../db/database';

const summariesOf = compiledForKeys((db, _fixed: [], reservationIds: string[]) =>
  db
    .selectFrom('reservations as r')
    .leftJoin('employees as gd', 'gd.id', 'r.guide_employee_id')
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    // The main guest's account, when linked: a name they changed shows at once, not the booking's copy.
    .leftJoin('persons as mp', 'mp.id', 'r.main_person_id')
    // The main guest's account language: staff see which language the guest reads.
    .leftJoin('accounts as ma', 'ma.person_id', 'r.main_person_id')
    .select((eb) => [
      eb.fn.coalesce('mp.firstname', 'r.main_guest_firstname').as('main_guest_firstname'),
      eb.fn.coalesce('mp.surname', 'r.main_guest_surname').as('main_guest_surname'),
    ])
    .select([
      'r.id',
      'r.reservation_number',
      'r.status',
      'r.start_date_time',
      'r.end_date_time',
      'r.controls_deactivation_date_time',
      'r.accommodation_name',
      'r.guide_employee_id',
      'r.guide_selection_timestamp',
      'r.location_id',
      'gd.firstname as guide_firstname',
      'gd.erp_uid as guide_erp_uid',
      'l.time_zone as time_zone',
      'l.content_language as content_language',
      'ma.language as main_guest_language',
    ])
    .where('r.id', 'in', reservationIds),
);

/**
 * What a reservation chat's list item shows about the reservation: a read-only view across reservations, guides and
 * locations (used by chat).
 */
export async function findReservationSummaries(db: DbOrTrx, reservationIds: readonly string[]) {
  return reservationIds.length === 0 ? [] : summariesOf(db, [], reservationIds);
}

export type ReservationSummaryRow = Awaited<ReturnType<typeof findReservationSummaries>>[number];

const suiteNamesOf = compiledForKeys((db, _fixed: [], reservationIds: string[]) =>
  db
    .selectFrom('reservation_accommodations as ra')
    .innerJoin('accommodations as a', 'a.id', 'ra.accommodation_id')
    .select(['ra.reservation_id', 'a.name'])
    .where('ra.reservation_id', 'in', reservationIds)
    .orderBy('ra.position'),
);

/** Suite names per reservation, the suite (position 0) first (used by chat). */
export async function findSuiteNames(db: DbOrTrx, reservationIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (reservationIds.length === 0) return names;
  for (const row of await suiteNamesOf(db, [], reservationIds)) names.set(row.reservation_id, [...(names.get(row.reservation_id) ?? []), row.name]);
  return names;
}
