import {
  COMPLAINT_KINDS,
  COMPLAINT_PRIORITIES,
  COMPLAINT_REVIEW,
  COMPLAINT_STATE,
  COMPLAINT_STATES,
  DEFAULT_TIME_ZONE,
  calendarDayIn,
  canReviewComplaints,
  complaintActionRefusal,
  daysBefore,
  getPermission,
  isStaffRole,
  parseRole,
  type Complaint,
  type ComplaintAction,
  type ComplaintCounter,
  type ComplaintCreateBody,
  type ComplaintDateCount,
  type ComplaintDetail,
  type ComplaintGroup,
  type ComplaintListQuery,
  type ComplaintNote,
  type ComplaintNoteCreateBody,
  type ComplaintObject,
  type ComplaintObjectsQuery,
  type ComplaintPage,
  type ComplaintStateCount,
  type ComplaintUpdateBody,
  type ComplaintUpdateReason,
  type LocationStaff,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import { queueWebhookEvent } from '../pms';
import type { StaffCaller } from '../../http/caller';
import { findStaffRow, findLocationStaff, workgroupExists } from '../identity';
import { findLocation } from '../locations';
import type { ComplaintEvents } from './events';
import {
  countBadges,
  countByDate,
  countByState,
  findAppointments,
  findComplaint,
  findComplaintObject,
  findComplaintObjects,
  findComplaintPage,
  findNotes,
  insertComplaint,
  insertNote,
  recordResolved,
  recordReview,
  touchComplaint,
  updateComplaint,
  type ComplaintChanges,
  type ComplaintRow,
} from './repository';
import { isBlankNote, sanitizeNote } from './sanitize-note';
import {
  staffIdsOfComplaint,
  loadStaffMembers,
  toAppointment,
  toComplaint,
  toComplaintNote,
  toComplaintObject,
} from './to-wire';

const DAY_MS = 24 * 60 * 60 * 1000;
/** GET /objects without a search: stays that ended at most this long ago or start within it. */
const OBJECTS_WINDOW_MS = 7 * DAY_MS;

/** The caller sees complaints of their own location; staff without a location see every location's. */
export const canSeeComplaint = (staff: StaffCaller, complaint: Pick<ComplaintRow, 'location_id'>): boolean =>
  staff.locationId === null || complaint.location_id === staff.locationId;

/** Names compare as people read them: case and accents aside (ids break ties, so the order is the same everywhere). */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const byFullName = (a: LocationStaff, b: LocationStaff): number =>
  byName(a.firstname, b.firstname) || byName(a.surname, b.surname) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

const encodeCursor = (nmbr: number): string => String(nmbr);

function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(cursor) || !Number.isSafeInteger(Number(cursor))) {
    throw new AppError('INVALID_INPUT', 'query.cursor: not a cursor this list gave');
  }
  return Number(cursor);
}

/** Notes are sanitised HTML; one that shows nothing after sanitising is refused. */
export async function cleanNote(html: string, field: string): Promise<string> {
  const clean = await sanitizeNote(html, field);
  if (isBlankNote(clean)) throw new AppError('INVALID_INPUT', `${field}: the note is empty`);
  return clean;
}

export interface ComplaintServiceDeps {
  db: Db;
  events: ComplaintEvents;
}

/** Complaints: lists and counts, filing, changes, the review and resolve actions, notes. */
export function createComplaintService({ db, events }: ComplaintServiceDeps) {
  /** The complaint when the caller may see it; otherwise COMPLAINT_NOT_FOUND. */
  async function requireComplaint(staff: StaffCaller, nmbr: number, trx: DbOrTrx = db): Promise<ComplaintRow> {
    const complaint = await findComplaint(trx, nmbr);
    if (!complaint || !canSeeComplaint(staff, complaint)) throw new AppError('COMPLAINT_NOT_FOUND');
    return complaint;
  }

  async function detail(complaint: ComplaintRow): Promise<ComplaintDetail> {
    const [notes, appointments] = await Promise.all([findNotes(db, complaint.nmbr), findAppointments(db, complaint.nmbr)]);
    const staffMembers = await loadStaffMembers(db, [
      ...staffIdsOfComplaint(complaint),
      ...notes.map((note) => note.employee_id),
      ...appointments.flatMap((appointment) => [appointment.employee_id, appointment.created_by]),
    ]);
    return {
      ...toComplaint(complaint, staffMembers),
      complaintnotes: notes.map((note) => toComplaintNote(note, staffMembers)),
      appointments: appointments.map((appointment) => toAppointment(appointment, staffMembers, complaint.time_zone)),
    };
  }

  /** Reloads the complaint and tells the location's staff it changed. */
  async function announce(nmbr: number, reason: ComplaintUpdateReason): Promise<ComplaintRow> {
    const complaint = await findComplaint(db, nmbr);
    if (!complaint) throw new AppError('COMPLAINT_NOT_FOUND');
    await events.updated(complaint, reason);
    return complaint;
  }

  /** announce, answering the complaint's detail. */
  const changed = async (nmbr: number, reason: ComplaintUpdateReason): Promise<ComplaintDetail> => detail(await announce(nmbr, reason));

  /** The caller's location's time zone (the default zone for staff without a location). */
  async function zoneOf(staff: StaffCaller): Promise<string> {
    if (staff.locationId === null) return DEFAULT_TIME_ZONE;
    return (await findLocation(db, staff.locationId))?.time_zone ?? DEFAULT_TIME_ZONE;
  }

  /** A staff member a complaint of this location may be handled by: INVALID_INPUT otherwise. */
  async function assertStaffOf(staffId: string, locationId: string | null, field: string): Promise<void> {
    const staff = await findStaffRow(db, staffId);
    if (!staff || (staff.location_id !== null && staff.location_id !== locationId)) {
      throw new AppError('INVALID_INPUT', `${field}: not a staff member of this location`);
    }
  }

  async function assertWorkgroupOf(workgroup: string | null | undefined, locationId: string | null): Promise<void> {
    if (workgroup === null || workgroup === undefined) return;
    if (!(await workgroupExists(db, workgroup, locationId))) throw new AppError('INVALID_INPUT', 'body.workgroup: not a workgroup of this location');
  }

  async function page(staff: StaffCaller, query: ComplaintListQuery, awaitingOnly: boolean): Promise<ComplaintPage> {
    const review = awaitingOnly ? 'awaiting' : query.review;
    const rows = await findComplaintPage(
      db,
      {
        locationId: staff.locationId,
        state: query.complaintstatetext,
        priority: query.complaintpriority,
        kind: query.kind,
        workgroup: query.workgroup,
        assigned: review === undefined ? undefined : COMPLAINT_REVIEW[review],
        open: query.open,
        staffId: query.mine ? staff.id : undefined,
        reservation: query.reservation,
        search: query.search || undefined,
      },
      decodeCursor(query.cursor),
      query.limit + 1,
    );
    const items = rows.slice(0, query.limit);
    const staffMembers = await loadStaffMembers(db, items.flatMap(staffIdsOfComplaint));
    const last = items.at(-1);
    return {
      items: items.map((row) => toComplaint(row, staffMembers)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.nmbr) : null,
    };
  }

  return {
    requireComplaint,
    announce,

    list: (staff: StaffCaller, query: ComplaintListQuery) => page(staff, query, false),
    unapproved: (staff: StaffCaller, query: ComplaintListQuery) => page(staff, query, true),

    async get(staff: StaffCaller, nmbr: number): Promise<ComplaintDetail> {
      return detail(await requireComplaint(staff, nmbr));
    },

    priorities: () => [...COMPLAINT_PRIORITIES],
    kinds: () => [...COMPLAINT_KINDS],
    states: () => [...COMPLAINT_STATES],

    /** The workgroups of the caller's location, by name, with the icons of the `complaint.workgroupIcons` permission. */
    async groups(staff: StaffCaller): Promise<ComplaintGroup[]> {
      const [staffRows, permissions] = await Promise.all([findLocationStaff(db, staff.locationId), staff.permissions()]);
      const icons = getPermission(permissions, 'complaint.workgroupIcons');
      const iconOf = (workgroup: string): string | null => {
        if (icons === null || typeof icons !== 'object') return null;
        const icon = (icons as Record<string, unknown>)[workgroup];
        return typeof icon === 'string' ? icon : null;
      };
      const names = [...new Set(staffRows.flatMap((row) => (row.workgroup ? [row.workgroup] : [])))].sort((a, b) => a.localeCompare(b));
      return names.map((workgroup) => ({ workgroup, icon: iconOf(workgroup) }));
    },

    /**
     * The staff of the caller's location by name (staff without a location: everyone's), with the staff of every
     * location, as complaints and appointments accept them. Accounts with a role outside the staff roles are left out.
     */
    async staffMembers(staff: StaffCaller): Promise<LocationStaff[]> {
      const rows = await findLocationStaff(db, staff.locationId);
      return rows
        .flatMap((row): LocationStaff[] => {
          const role = parseRole(row.role);
          return isStaffRole(role) ? [{ _id: row.id, firstname: row.firstname, surname: row.surname, role, workgroup: row.workgroup }] : [];
        })
        .sort(byFullName);
    },

    async groupedStates(staff: StaffCaller): Promise<ComplaintStateCount[]> {
      const counts = await countByState(db, staff.locationId);
      return COMPLAINT_STATES.map((state) => ({ complaintstatetext: state, count: counts.get(state) ?? 0 }));
    },

    async groupedDate(staff: StaffCaller, now: Date, days: number): Promise<ComplaintDateCount[]> {
      const timeZone = await zoneOf(staff);
      return countByDate(db, staff.locationId, calendarDayIn(daysBefore(now, days - 1, timeZone), timeZone));
    },

    counter: (staff: StaffCaller): Promise<ComplaintCounter> => countBadges(db, staff.locationId, staff.id),

    async objects(staff: StaffCaller, now: Date, query: ComplaintObjectsQuery): Promise<ComplaintObject[]> {
      const rows = await findComplaintObjects(db, {
        locationId: staff.locationId,
        search: query.search || undefined,
        now: now.toISOString(),
        from: new Date(now.getTime() - OBJECTS_WINDOW_MS).toISOString(),
        to: new Date(now.getTime() + OBJECTS_WINDOW_MS).toISOString(),
        limit: query.limit,
      });
      return rows.map((row) => toComplaintObject(row, now));
    },

    /** Files a complaint about a reservation of the caller's location: New, awaiting review. */
    async create(staff: StaffCaller, now: Date, body: ComplaintCreateBody): Promise<ComplaintDetail> {
      const reservation = await findComplaintObject(db, body.reservation);
      if (!reservation || (staff.locationId !== null && reservation.location_id !== staff.locationId)) throw new AppError('RESERVATION_NOT_FOUND');
      const staffId = body.employee ?? staff.id;
      if (body.employee !== undefined) await assertStaffOf(body.employee, reservation.location_id, 'body.employee');
      await assertWorkgroupOf(body.workgroup, reservation.location_id);
      const clean = body.paragraph === undefined ? undefined : await sanitizeNote(body.paragraph, 'body.paragraph');
      const paragraph = clean === undefined || isBlankNote(clean) ? undefined : clean;
      const at = now.toISOString();
      const nmbr = await db.transaction().execute(async (trx) => {
        const created = await insertComplaint(trx, {
          location_id: reservation.location_id,
          reservation_id: reservation.id,
          subject: body.subject,
          priority: body.complaintpriority,
          kind: body.kind,
          workgroup: body.workgroup,
          employee_id: staffId,
          created_by: staff.id,
          creation_date: calendarDayIn(now, reservation.time_zone ?? DEFAULT_TIME_ZONE),
          created_at: at,
        });
        if (paragraph !== undefined) await insertNote(trx, { complaint_nmbr: created, paragraph, employee_id: staff.id, created_at: at });
        if (reservation.location_id !== null) {
          await queueWebhookEvent(
            trx,
            reservation.location_id,
            'complaint.filed',
            { reservationId: reservation.id, complaintNumber: created, subject: body.subject, kind: body.kind, priority: body.complaintpriority, filedAt: at },
            now,
          );
        }
        return created;
      });
      return changed(nmbr, 'created');
    },

    /**
     * Changes the details or the state. Resolved records who and when; New or In progress on a resolved complaint
     * reopens it (the resolution is cleared).
     */
    async update(staff: StaffCaller, now: Date, nmbr: number, body: ComplaintUpdateBody): Promise<ComplaintDetail> {
      const complaint = await requireComplaint(staff, nmbr);
      if (body.employee !== undefined) await assertStaffOf(body.employee, complaint.location_id, 'body.employee');
      await assertWorkgroupOf(body.workgroup, complaint.location_id);
      const at = now.toISOString();
      const changes: ComplaintChanges = { updated_at: at };
      if (body.subject !== undefined) changes.subject = body.subject;
      if (body.complaintpriority !== undefined) changes.priority = body.complaintpriority;
      if (body.kind !== undefined) changes.kind = body.kind;
      if (body.workgroup !== undefined) changes.workgroup = body.workgroup;
      if (body.employee !== undefined) changes.employee_id = body.employee;
      const newState = body.complaintstatetext;
      const stateChanges = newState !== undefined && newState !== complaint.state;
      if (stateChanges) {
        changes.state = newState;
        const resolving = newState === COMPLAINT_STATE.resolved;
        changes.resolved_by = resolving ? staff.id : null;
        changes.resolved_at = resolving ? at : null;
      }
      await updateComplaint(db, nmbr, changes);
      return changed(nmbr, stateChanges ? 'state' : 'details');
    },

    /**
     * approve / decline (support and management, once) or resolve (anyone, once); who and when are recorded. A decline
     * needs its reason (INVALID_INPUT without one), kept with the review.
     */
    async act(staff: StaffCaller, now: Date, nmbr: number, action: ComplaintAction, declineReason?: string): Promise<ComplaintDetail> {
      // The role is checked first: a guide learns nothing about which complaints exist.
      if (action !== 'resolve' && !canReviewComplaints(staff.role)) throw new AppError('UNAUTHORIZED');
      const complaint = await requireComplaint(staff, nmbr);
      const refusal = complaintActionRefusal(action, { complaintstatetext: complaint.state as Complaint['complaintstatetext'], assigned: complaint.assigned as Complaint['assigned'] }, staff.role);
      if (refusal) throw new AppError(refusal);
      const at = now.toISOString();
      if (action === 'resolve') {
        // Conditional writes: of two people acting at once, one wins and the other is told it happened already.
        if (!(await recordResolved(db, nmbr, { staffId: staff.id, at }))) throw new AppError('COMPLAINT_ALREADY_RESOLVED');
        return changed(nmbr, 'state');
      }
      const reason = action === 'decline' ? declineReason?.trim() : undefined;
      if (action === 'decline' && !reason) throw new AppError('INVALID_INPUT', 'body.reason: a decline needs a reason');
      const assigned = action === 'approve' ? COMPLAINT_REVIEW.approved : COMPLAINT_REVIEW.declined;
      if (!(await recordReview(db, nmbr, { assigned, staffId: staff.id, at, reason: reason ?? null }))) throw new AppError('COMPLAINT_ALREADY_REVIEWED');
      return changed(nmbr, 'review');
    },

    async notes(staff: StaffCaller, nmbr: number): Promise<ComplaintNote[]> {
      await requireComplaint(staff, nmbr);
      const notes = await findNotes(db, nmbr);
      const staffMembers = await loadStaffMembers(db, notes.map((note) => note.employee_id));
      return notes.map((note) => toComplaintNote(note, staffMembers));
    },

    async addNote(staff: StaffCaller, now: Date, nmbr: number, body: ComplaintNoteCreateBody): Promise<ComplaintNote> {
      await requireComplaint(staff, nmbr);
      const paragraph = await cleanNote(body.paragraph, 'body.paragraph');
      const at = now.toISOString();
      const note = await db.transaction().execute(async (trx) => {
        const inserted = await insertNote(trx, { complaint_nmbr: nmbr, paragraph, employee_id: staff.id, created_at: at });
        await touchComplaint(trx, nmbr, at);
        return inserted;
      });
      await announce(nmbr, 'note');
      return toComplaintNote(note, await loadStaffMembers(db, [note.employee_id]));
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
