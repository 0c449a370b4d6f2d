import type { DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';

export function findStaffRow(db: DbOrTrx, staffId: string) {
  return db.selectFrom('employees').select(['id', 'firstname', 'surname', 'role', 'workgroup', 'location_id']).where('id', '=', staffId).executeTakeFirst();
}

/** Staff with their names, workgroup, location and (guide) image. */
export async function findStaffRows(db: DbOrTrx, staffIds: readonly string[]) {
  if (staffIds.length === 0) return [];
  return db
    .selectFrom('employees as e')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'e.id')
    .select(['e.id', 'e.firstname', 'e.surname', 'e.role', 'e.workgroup', 'e.location_id', 'g.personimage'])
    .where('e.id', 'in', [...staffIds])
    .execute();
}

export type StaffSummaryRow = Awaited<ReturnType<typeof findStaffRows>>[number];

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

/** Whether anyone works in the workgroup at the location (staff of every location count; a null location: anywhere). */
export async function workgroupExists(db: DbOrTrx, workgroup: string, locationId: string | null = null): Promise<boolean> {
  let query = db.selectFrom('employees').select('id').where('workgroup', '=', workgroup);
  if (locationId !== null) query = query.where((eb) => eb.or([eb('location_id', '=', locationId), eb('location_id', 'is', null)]));
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export interface NewStaff {
  id: string;
  erpUid: string;
  firstname: string;
  surname: string;
  role: string;
  workgroup: string;
  cellphone: string;
}

/** Adds the staff of the location that do not exist yet (guides get answer suggestions); answers how many it added. */
export async function insertStaffMembers(db: DbOrTrx, staffMembers: readonly NewStaff[], locationId: string): Promise<number> {
  const results = await db
    .insertInto('employees')
    .values(
      staffMembers.map((staff) => ({
        id: staff.id,
        erp_uid: staff.erpUid,
        firstname: staff.firstname,
        surname: staff.surname,
        role: staff.role,
        workgroup: staff.workgroup,
        location_id: locationId,
        cellphone: staff.cellphone,
        answer_suggestions: staff.role === 'GUIDE' ? 1 : 0,
        subscribed_to_newsletter: 0,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Every staff member of every location. */
export function listStaffMembers(db: DbOrTrx): Promise<{ id: string; firstname: string; workgroup: string | null }[]> {
  return db.selectFrom('employees').select(['id', 'firstname', 'workgroup']).execute();
}

/** The staff working at the location itself, by id. */
export function listLocationStaffMembers(db: DbOrTrx, locationId: string): Promise<{ id: string; firstname: string; role: string; workgroup: string | null }[]> {
  return db.selectFrom('employees').select(['id', 'firstname', 'role', 'workgroup']).where('location_id', '=', locationId).orderBy('id').execute();
}
