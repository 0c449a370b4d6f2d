import {
  DEFAULT_TIME_ZONE,
  wallClockTime,
  type Appointment,
  type Complaint,
  type ComplaintStaff,
  type ComplaintNote,
  type ComplaintObject,
  type ComplaintReservation,
  type ComplaintStamp,
} from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findStaffRows, type StaffSummaryRow } from '../identity';
import type { AppointmentRow, ComplaintNoteRow, ComplaintObjectRow, ComplaintRow } from './repository';

/** Staff members by id, as complaints, notes and appointments name them. */
export type StaffDirectory = ReadonlyMap<string, StaffSummaryRow>;

/** Loads every staff member the rows name, in one query. */
export async function loadStaffMembers(db: DbOrTrx, ids: Iterable<string | null>): Promise<StaffDirectory> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
  return new Map((await findStaffRows(db, unique)).map((row) => [row.id, row]));
}

export const staffIdsOfComplaint = (row: ComplaintRow): (string | null)[] => [row.employee_id, row.created_by, row.reviewed_by, row.resolved_by];

export function toComplaintStaff(staffMembers: StaffDirectory, id: string): ComplaintStaff {
  const row = staffMembers.get(id);
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

function stamp(staffMembers: StaffDirectory, id: string | null, at: string | null): ComplaintStamp | null {
  return id !== null && at !== null ? { employee: toComplaintStaff(staffMembers, id), datetime: at } : null;
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

export function toComplaint(row: ComplaintRow, staffMembers: StaffDirectory): Complaint {
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
    employee: toComplaintStaff(staffMembers, row.employee_id),
    createdby: toComplaintStaff(staffMembers, row.created_by),
    reservation: toReservation(row),
    reviewed: stamp(staffMembers, row.reviewed_by, row.reviewed_at),
    reviewReason: row.review_reason,
    resolved: stamp(staffMembers, row.resolved_by, row.resolved_at),
    notecount: Number(row.note_count),
    appointmentcount: Number(row.appointment_count),
    updated: row.updated_at,
  };
}

export function toComplaintNote(row: ComplaintNoteRow, staffMembers: StaffDirectory): ComplaintNote {
  return {
    nmbr: row.nmbr,
    complaintnmbr: row.complaint_nmbr,
    paragraph: row.paragraph,
    employee: toComplaintStaff(staffMembers, row.employee_id),
    creationdatetime: row.created_at,
  };
}

export function toAppointment(row: AppointmentRow, staffMembers: StaffDirectory, timeZone: string | null): Appointment {
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
    employee: toComplaintStaff(staffMembers, row.employee_id),
    createdby: toComplaintStaff(staffMembers, row.created_by),
    creationdatetime: row.created_at,
  };
}

export function toComplaintObject(row: ComplaintObjectRow, now: Date): ComplaintObject {
  const at = now.toISOString();
  return { ...toReservation(row), inHouse: row.start_date_time <= at && row.end_date_time > at };
}
