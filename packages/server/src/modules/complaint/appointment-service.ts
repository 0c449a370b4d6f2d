import {
  DEFAULT_AGENDA_CODE,
  DEFAULT_TIME_ZONE,
  appointmentWindow,
  hasAppointmentStartPassed,
  type Appointment,
  type AppointmentSaveBody,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { isStaffAvailable } from '../availability';
import { findStaffRow } from '../identity';
import {
  deleteAppointment,
  findAppointment,
  findAppointments,
  findOverlappingAppointments,
  insertAppointment,
  lockStaffAppointments,
  touchComplaint,
  updateAppointment,
  type ComplaintRow,
} from './repository';
import type { ComplaintService } from './service';
import { loadStaffMembers, toAppointment } from './to-wire';

/**
 * Appointments on a complaint. Planned for a staff member of the complaint's location (the caller by default), never
 * while that person is unavailable nor overlapping their other appointments.
 */
export function createAppointmentService({ db, complaints }: { db: Db; complaints: ComplaintService }) {
  async function view(complaint: ComplaintRow, nmbr: number): Promise<Appointment> {
    const row = await findAppointment(db, complaint.nmbr, nmbr);
    if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
    return toAppointment(row, await loadStaffMembers(db, [row.employee_id, row.created_by]), complaint.time_zone);
  }

  return {
    async list(staff: StaffCaller, complaintNmbr: number): Promise<Appointment[]> {
      const complaint = await complaints.requireComplaint(staff, complaintNmbr);
      const rows = await findAppointments(db, complaint.nmbr);
      const staffMembers = await loadStaffMembers(db, rows.flatMap((row) => [row.employee_id, row.created_by]));
      return rows.map((row) => toAppointment(row, staffMembers, complaint.time_zone));
    },

    async get(staff: StaffCaller, complaintNmbr: number, nmbr: number): Promise<Appointment> {
      return view(await complaints.requireComplaint(staff, complaintNmbr), nmbr);
    },

    /**
     * Creates (no nmbr) or updates an appointment. A new one without times runs this hour till the next (location's
     * clock) with agenda code Bussy; an update keeps what the body leaves out.
     */
    async save(staff: StaffCaller, now: Date, complaintNmbr: number, body: AppointmentSaveBody): Promise<Appointment> {
      const complaint = await complaints.requireComplaint(staff, complaintNmbr);
      const existing = body.nmbr === undefined ? undefined : await findAppointment(db, complaint.nmbr, body.nmbr);
      if (body.nmbr !== undefined && !existing) throw new AppError('APPOINTMENT_NOT_FOUND');

      const staffId = body.employee ?? existing?.employee_id ?? staff.id;
      if (staffId !== existing?.employee_id && staffId !== staff.id) {
        const staff = await findStaffRow(db, staffId);
        if (!staff || (staff.location_id !== null && staff.location_id !== complaint.location_id)) {
          throw new AppError('INVALID_INPUT', 'body.employee: not a staff member of this location');
        }
      }
      const timeZone = complaint.time_zone ?? DEFAULT_TIME_ZONE;
      const window =
        existing && body.appointmentstart === undefined
          ? { start: new Date(existing.start_at), end: new Date(existing.end_at) }
          : appointmentWindow(body, now, timeZone);
      // An appointment already under way may still be edited; a new or moved one starts no earlier than this hour.
      const isMoved = !existing || window.start.getTime() !== new Date(existing.start_at).getTime();
      if (isMoved && hasAppointmentStartPassed(window.start, now, timeZone)) throw new AppError('APPOINTMENT_START_PASSED');
      const values = {
        employee_id: staffId,
        subject: body.subject ?? existing?.subject ?? complaint.subject,
        agenda_code: body.agendacode ?? existing?.agenda_code ?? DEFAULT_AGENDA_CODE,
        start_at: window.start.toISOString(),
        end_at: window.end.toISOString(),
      };
      const at = now.toISOString();

      const nmbr = await db.transaction().execute(async (trx) => {
        await lockStaffAppointments(trx, staffId);
        if (!(await isStaffAvailable(trx, staffId, window.start, window.end, timeZone))) {
          throw new AppError('APPOINTMENT_EMPLOYEE_UNAVAILABLE');
        }
        if ((await findOverlappingAppointments(trx, staffId, values.start_at, values.end_at, existing?.nmbr)).length > 0) {
          throw new AppError('APPOINTMENT_OVERLAP');
        }
        await touchComplaint(trx, complaint.nmbr, at);
        if (existing) {
          await updateAppointment(trx, existing.nmbr, { ...values, updated_at: at });
          return existing.nmbr;
        }
        return insertAppointment(trx, { ...values, complaint_nmbr: complaint.nmbr, created_by: staff.id, created_at: at });
      });
      await complaints.announce(complaint.nmbr, 'appointment');
      return view(complaint, nmbr);
    },

    async delete(staff: StaffCaller, now: Date, complaintNmbr: number, nmbr: number): Promise<{ message: string }> {
      const complaint = await complaints.requireComplaint(staff, complaintNmbr);
      if (!(await findAppointment(db, complaint.nmbr, nmbr))) throw new AppError('APPOINTMENT_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        await deleteAppointment(trx, nmbr);
        await touchComplaint(trx, complaint.nmbr, now.toISOString());
      });
      await complaints.announce(complaint.nmbr, 'appointment');
      return { message: 'Appointment deleted' };
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
