import type { DbOrTrx } from '../../db/database';

/** What a reservation chat's list item shows about the reservation (§2). */
export async function findReservationSummaries(db: DbOrTrx, reservationIds: readonly string[]) {
  if (reservationIds.length === 0) return [];
  return db
    .selectFrom('reservations as r')
    .leftJoin('employees as gd', 'gd.id', 'r.guide_employee_id')
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    .select([
      'r.id',
      'r.status',
      'r.start_date_time',
      'r.end_date_time',
      'r.controls_deactivation_date_time',
      'r.accommodation_name',
      'r.main_guest_firstname',
      'r.main_guest_surname',
      'r.guide_employee_id',
      'r.guide_selection_timestamp',
      'r.location_id',
      'gd.firstname as guide_firstname',
      'gd.erp_uid as guide_erp_uid',
      'l.time_zone as time_zone',
    ])
    .where('r.id', 'in', [...reservationIds])
    .execute();
}

export type ReservationSummaryRow = Awaited<ReturnType<typeof findReservationSummaries>>[number];

/** Accommodation names per reservation, the suite (position 0) first. */
export async function findAccommodationNames(db: DbOrTrx, reservationIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (reservationIds.length === 0) return names;
  const rows = await db
    .selectFrom('reservation_accommodations as ra')
    .innerJoin('accommodations as a', 'a.id', 'ra.accommodation_id')
    .select(['ra.reservation_id', 'a.name'])
    .where('ra.reservation_id', 'in', [...reservationIds])
    .orderBy('ra.position')
    .execute();
  for (const row of rows) names.set(row.reservation_id, [...(names.get(row.reservation_id) ?? []), row.name]);
  return names;
}

export function findReservation(db: DbOrTrx, reservationId: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'location_id', 'guide_employee_id', 'main_guest_firstname', 'main_guest_surname', 'accommodation_name'])
    .where('id', '=', reservationId)
    .executeTakeFirst();
}

/** Whether the person is a guest of the reservation (linked, or it is their active reservation). */
export async function isGuestOfReservation(db: DbOrTrx, personId: string, reservationId: string): Promise<boolean> {
  const linked = await db
    .selectFrom('reservation_guests')
    .select('person_id')
    .where('reservation_id', '=', reservationId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (linked) return true;
  const active = await db.selectFrom('persons').select('id').where('id', '=', personId).where('active_reservation_id', '=', reservationId).executeTakeFirst();
  return active !== undefined;
}

export function findEmployeeRow(db: DbOrTrx, employeeId: string) {
  return db.selectFrom('employees').select(['id', 'firstname', 'surname', 'role', 'workgroup', 'location_id']).where('id', '=', employeeId).executeTakeFirst();
}

export async function findEmployeeRows(db: DbOrTrx, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('employees as e')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'e.id')
    .select(['e.id', 'e.firstname', 'e.surname', 'e.role', 'e.workgroup', 'e.location_id', 'g.personimage'])
    .where('e.id', 'in', [...employeeIds])
    .execute();
}

/** Staff of a location (or of every location when null), for mentions and notifications. */
export function findLocationStaff(db: DbOrTrx, locationId: string | null, roles?: readonly string[]) {
  let query = db
    .selectFrom('employees as e')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'e.id')
    .select(['e.id', 'e.firstname', 'e.surname', 'e.role', 'e.workgroup', 'e.location_id', 'g.personimage']);
  if (locationId !== null) query = query.where((eb) => eb.or([eb('e.location_id', '=', locationId), eb('e.location_id', 'is', null)]));
  if (roles) query = query.where('e.role', 'in', [...roles]);
  return query.orderBy('e.firstname').orderBy('e.id').execute();
}

export async function workgroupExists(db: DbOrTrx, workgroup: string): Promise<boolean> {
  return (await db.selectFrom('employees').select('id').where('workgroup', '=', workgroup).limit(1).executeTakeFirst()) !== undefined;
}
