import { COMPLAINT_STATE, type ComplaintAction, type ComplaintAssigned, type ComplaintState } from '../entities/complaint';
import type { ErrorCode } from '../errors';
import { isSupportRole, type Role } from '../roles';
import { inZone } from '../time/zoned';

const HOUR_MS = 60 * 60 * 1000;

/** The complaint fields the action rule reads. */
export interface ComplaintActionInput {
  complaintstatetext: ComplaintState;
  assigned: ComplaintAssigned;
}

/** Only support and management (CUBER, BACKOFFICE, MANAGEMENT) approve or decline complaints. */
export const canReviewComplaints = (role: Role): boolean => isSupportRole(role);

/**
 * Why an action is refused, or null when it is allowed:
 * - approve / decline: support and management only (UNAUTHORIZED), once (COMPLAINT_ALREADY_REVIEWED);
 * - resolve: any staff member, not twice (COMPLAINT_ALREADY_RESOLVED).
 */
export function complaintActionRefusal(action: ComplaintAction, complaint: ComplaintActionInput, role: Role): ErrorCode | null {
  if (role === 'GUEST' || role === 'UNKOWN') return 'UNAUTHORIZED';
  switch (action) {
    case 'approve':
    case 'decline':
      if (!canReviewComplaints(role)) return 'UNAUTHORIZED';
      return complaint.assigned === '' ? null : 'COMPLAINT_ALREADY_REVIEWED';
    case 'resolve':
      return complaint.complaintstatetext === COMPLAINT_STATE.resolved ? 'COMPLAINT_ALREADY_RESOLVED' : null;
  }
}

/** The actions the app offers on a complaint (the server refuses the others). */
export const allowedComplaintActions = (complaint: ComplaintActionInput, role: Role): ComplaintAction[] =>
  (['approve', 'decline', 'resolve'] as const).filter((action) => complaintActionRefusal(action, complaint, role) === null);

/** An appointment's times: [start, end) as instants. */
export interface AppointmentWindow {
  start: Date;
  end: Date;
}

/** The default appointment: from the start of the current hour (location's wall clock) until one hour later. */
export function defaultAppointmentWindow(now: Date, timeZone: string): AppointmentWindow {
  // Step back by the wall clock's minutes and seconds: exact even in the hour a DST change repeats.
  const local = inZone(now, timeZone);
  const start = now.getTime() - (local.getMinutes() * 60_000 + local.getSeconds() * 1000 + local.getMilliseconds());
  return { start: new Date(start), end: new Date(start + HOUR_MS) };
}

/**
 * Whether an appointment may not start at `start` any more: before the current hour of the location's clock. The
 * current hour itself stays open, since the default window starts there.
 */
export const hasAppointmentStartPassed = (start: Date, now: Date, timeZone: string): boolean =>
  start.getTime() < defaultAppointmentWindow(now, timeZone).start.getTime();

/**
 * The window of an appointment as asked: no start → the default window; a start without an end → one hour.
 */
export function appointmentWindow(
  requested: { appointmentstart?: string | null; appointmentend?: string | null },
  now: Date,
  timeZone: string,
): AppointmentWindow {
  if (!requested.appointmentstart) return defaultAppointmentWindow(now, timeZone);
  const start = new Date(requested.appointmentstart);
  const end = requested.appointmentend ? new Date(requested.appointmentend) : new Date(start.getTime() + HOUR_MS);
  return { start, end };
}

/** Two half-open windows [start, end) overlap when each starts before the other ends (touching is no overlap). */
export const windowsOverlap = (a: { start: Date | string; end: Date | string }, b: { start: Date | string; end: Date | string }): boolean =>
  new Date(a.start).getTime() < new Date(b.end).getTime() && new Date(b.start).getTime() < new Date(a.end).getTime();
