import type { DbOrTrx } from '../../db/database';
import { countInserted } from '../../db/count-inserted';

export function findEmployeeRow(db: DbOrTrx, employeeId: string) {
  return db.selectFrom('employees').select(['id', 'firstname', 'surname', 'role', 'workgroup', 'location_id']).where('id', '=', employeeId).executeTakeFirst();
}

/** Employees with their names, workgroup, location and (guide) image. */
export async function findEmployeeRows(db: DbOrTrx, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('employees as e')
    .leftJoin('guide_profiles as g', 'g.employee_id', 'e.id')
    .select(['e.id', 'e.firstname', 'e.surname', 'e.role', 'e.workgroup', 'e.location_id', 'g.personimage'])
    .where('e.id', 'in', [...employeeIds])
    .execute();
}

export type EmployeeSummaryRow = Awaited<ReturnType<typeof findEmployeeRows>>[number];

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

export interface NewEmployee {
  id: string;
  erpUid: string;
  firstname: string;
  surname: string;
  role: string;
  workgroup: string;
  cellphone: string;
}

/** Adds the employees of the location that do not exist yet (guides get answer suggestions); answers how many it added. */
export async function insertEmployees(db: DbOrTrx, employees: readonly NewEmployee[], locationId: string): Promise<number> {
  const results = await db
    .insertInto('employees')
    .values(
      employees.map((employee) => ({
        id: employee.id,
        erp_uid: employee.erpUid,
        firstname: employee.firstname,
        surname: employee.surname,
        role: employee.role,
        workgroup: employee.workgroup,
        location_id: locationId,
        cellphone: employee.cellphone,
        answer_suggestions: employee.role === 'GUIDE' ? 1 : 0,
        subscribed_to_newsletter: 0,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return countInserted(results);
}

/** Every employee of every location. */
export function listEmployees(db: DbOrTrx): Promise<{ id: string; firstname: string; workgroup: string | null }[]> {
  return db.selectFrom('employees').select(['id', 'firstname', 'workgroup']).execute();
}

/** The employees working at the location itself, by id. */
export function listLocationEmployees(db: DbOrTrx, locationId: string): Promise<{ id: string; firstname: string; role: string; workgroup: string | null }[]> {
  return db.selectFrom('employees').select(['id', 'firstname', 'role', 'workgroup']).where('location_id', '=', locationId).orderBy('id').execute();
}
