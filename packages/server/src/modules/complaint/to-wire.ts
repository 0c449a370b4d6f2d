import {
  DEFAULT_TIME_ZONE,
  wallClockTime,
  type Appointment,
  type Complaint,
  type ComplaintEmployee,
  type ComplaintNote,
  type ComplaintObject,
  type ComplaintReservation,
  type ComplaintStamp,
} from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findEmployeeRows, type EmployeeSummaryRow } from '../identity';
import type { AppointmentRow, ComplaintNoteRow, ComplaintObjectRow, ComplaintRow } from './repository';

/** Staff members by id, as complaints, notes and appointments name them. */
export type EmployeeDirectory = ReadonlyMap<string, EmployeeSummaryRow>;

/** Loads every staff member the rows name, in one query. */
export async function loadEmployees(db: DbOrTrx, ids: Iterable<string | null>): Promise<EmployeeDirectory> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
  return new Map((await findEmployeeRows(db, unique)).map((row) => [row.id, row]));
}

export const employeeIdsOfComplaint = (row: ComplaintRow): (string | null)[] => [row.employee_id, row.created_by, row.reviewed_by, row.resolved_by];

export function toComplaintEmployee(employees: EmployeeDirectory, id: string): ComplaintEmployee {
  const row = employees.get(id);
  return {
    _id: id,
    personalinfo: {
      firstname: row?.firstname ?? '',
      surname: row?.surname ?? null,
      personimage: row?.personimage ?? null,
      workgroup: row?.workgroup ?? null,
    },
  };
}

function stamp(employees: EmployeeDirectory, id: string | null, at: string | null): ComplaintStamp | null {
  return id !== null && at !== null ? { employee: toComplaintEmployee(employees, id), datetime: at } : null;
}

function toReservation(row: {
  reservation_id?: string;
  id?: string;
  reservation_number: string;
  suite_name: string | null;
  main_guest_firstname: string;
  main_guest_surname: string;
  start_date_time: string;
  end_date_time: string;
}): ComplaintReservation {
  return {
    _id: row.reservation_id ?? row.id ?? '',
    nmbr: row.reservation_number,
    suitename: row.suite_name,
    mainGuest: { firstname: row.main_guest_firstname, surname: row.main_guest_surname },
    startDateTime: row.start_date_time,
    endDateTime: row.end_date_time,
  };
}

export function toComplaint(row: ComplaintRow, employees: EmployeeDirectory): Complaint {
  return {
    nmbr: row.nmbr,
    subject: row.subject,
    complaintstatetext: row.state as Complaint['complaintstatetext'],
    assigned: row.assigned as Complaint['assigned'],
    complaintpriority: row.priority as Complaint['complaintpriority'],
    kind: row.kind as Complaint['kind'],
    workgroup: row.workgroup,
    creationdate: row.creation_date,
    creationdatetime: row.created_at,
    employee: toComplaintEmployee(employees, row.employee_id),
    createdby: toComplaintEmployee(employees, row.created_by),
    reservation: toReservation(row),
    reviewed: stamp(employees, row.reviewed_by, row.reviewed_at),
    resolved: stamp(employees, row.resolved_by, row.resolved_at),
    notecount: Number(row.note_count),
    appointmentcount: Number(row.appointment_count),
    updated: row.updated_at,
  };
}

export function toComplaintNote(row: ComplaintNoteRow, employees: EmployeeDirectory): ComplaintNote {
  return {
    nmbr: row.nmbr,
    complaintnmbr: row.complaint_nmbr,
    paragraph: row.paragraph,
    employee: toComplaintEmployee(employees, row.employee_id),
    creationdatetime: row.created_at,
  };
}

export function toAppointment(row: AppointmentRow, employees: EmployeeDirectory, timeZone: string | null): Appointment {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  return {
    nmbr: row.nmbr,
    complaintnmbr: row.complaint_nmbr,
    subject: row.subject,
    appointmentstart: row.start_at,
    appointmentend: row.end_at,
    agendacode: row.agenda_code,
    agendatime: wallClockTime(row.start_at, zone),
    agendatill: wallClockTime(row.end_at, zone),
    employee: toComplaintEmployee(employees, row.employee_id),
    createdby: toComplaintEmployee(employees, row.created_by),
    creationdatetime: row.created_at,
  };
}

export function toComplaintObject(row: ComplaintObjectRow, now: Date): ComplaintObject {
  const at = now.toISOString();
  return { ...toReservation(row), inHouse: row.start_date_time <= at && row.end_date_time > at };
}
