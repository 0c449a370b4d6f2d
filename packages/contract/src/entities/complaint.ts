import { z } from 'zod';
import { STAFF_ROLES } from '../roles';
import { personalInfoSchema } from './chat-member';

/**
 * Complaint states (`complaintstatetext`, the wire's English text; the app shows its own translation by value):
 * New when filed, In progress once someone works on it (set with an update), Resolved by the resolve action (or an
 * update to Resolved). An update back to New or In progress reopens a resolved complaint and clears `resolved`.
 */
export const COMPLAINT_STATES = ['New', 'In progress', 'Resolved'] as const;
export const complaintStateSchema = z.enum(COMPLAINT_STATES);
export type ComplaintState = z.infer<typeof complaintStateSchema>;
export const COMPLAINT_STATE = { new: 'New', inProgress: 'In progress', resolved: 'Resolved' } as const satisfies Record<
  string,
  ComplaintState
>;

/**
 * `assigned`, the review decision: 'J' approved, 'N' declined, '' awaiting review. Only support and management
 * (CUBER, BACKOFFICE, MANAGEMENT) review, once per complaint; a complaint stays reviewable whatever its state.
 */
export const COMPLAINT_ASSIGNED = ['J', 'N', ''] as const;
export const complaintAssignedSchema = z.enum(COMPLAINT_ASSIGNED);
export type ComplaintAssigned = z.infer<typeof complaintAssignedSchema>;
export const COMPLAINT_REVIEW = { approved: 'J', declined: 'N', awaiting: '' } as const satisfies Record<string, ComplaintAssigned>;

/** `complaintpriority`, the same scale as chat priorities. */
export const COMPLAINT_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export const complaintPrioritySchema = z.enum(COMPLAINT_PRIORITIES);
export type ComplaintPriority = z.infer<typeof complaintPrioritySchema>;

/** What a complaint is about; the app shows its own text per kind. */
export const COMPLAINT_KINDS = ['CLEANING', 'MAINTENANCE', 'DEVICES', 'NOISE', 'SERVICE', 'OTHER'] as const;
export const complaintKindSchema = z.enum(COMPLAINT_KINDS);
export type ComplaintKind = z.infer<typeof complaintKindSchema>;

/** The three complaint actions: approve and decline set `assigned` (support only), resolve sets the state Resolved. */
export const COMPLAINT_ACTIONS = ['approve', 'decline', 'resolve'] as const;
export const complaintActionSchema = z.enum(COMPLAINT_ACTIONS);
export type ComplaintAction = z.infer<typeof complaintActionSchema>;

/** A staff member as a complaint, note or appointment names them. */
export const complaintStaffSchema = z.object({
  _id: z.string(),
  personalinfo: personalInfoSchema,
});
export type ComplaintStaff = z.infer<typeof complaintStaffSchema>;

/**
 * GET /employees: a staff member of the caller's location (staff of every location included), whom a complaint can
 * be handled by and an appointment planned for.
 */
export const locationStaffSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  role: z.enum(STAFF_ROLES),
  workgroup: z.string().nullable(),
});
export type LocationStaff = z.infer<typeof locationStaffSchema>;

/** Who did something to a complaint and when (UTC ISO instant). */
export const complaintStampSchema = z.object({
  employee: complaintStaffSchema,
  datetime: z.string(),
});
export type ComplaintStamp = z.infer<typeof complaintStampSchema>;

/** The reservation a complaint concerns: its id, the booking number, the suite and the main guest's name. */
export const complaintReservationSchema = z.object({
  _id: z.string(),
  nmbr: z.string(),
  /** The suite's name (the first suite the reservation holds), or null when it has none. */
  suitename: z.string().nullable(),
  mainGuest: z.object({ firstname: z.string(), surname: z.string() }),
  startDateTime: z.string(),
  endDateTime: z.string(),
});
export type ComplaintReservation = z.infer<typeof complaintReservationSchema>;

/**
 * Complaint as every list answers it. Instants are UTC ISO strings; `creationdate` is the calendar day
 * (YYYY-MM-DD) of `creationdatetime` in the location's time zone.
 */
export const complaintSchema = z.object({
  nmbr: z.number().int(),
  subject: z.string(),
  complaintstatetext: complaintStateSchema,
  assigned: complaintAssignedSchema,
  complaintpriority: complaintPrioritySchema,
  kind: complaintKindSchema,
  /** The workgroup that handles the complaint (one of GET /groups), or null for none in particular. */
  workgroup: z.string().nullable(),
  creationdate: z.string(),
  creationdatetime: z.string(),
  /** The staff member who handles the complaint (the one who filed it, unless changed). */
  employee: complaintStaffSchema,
  /** Who filed it. */
  createdby: complaintStaffSchema,
  reservation: complaintReservationSchema,
  /** Who approved or declined it and when (see `assigned`); null while awaiting review. */
  reviewed: complaintStampSchema.nullable(),
  /** Why it was declined (plain text, given with the decline); null otherwise. */
  reviewReason: z.string().nullable(),
  /** Who resolved it and when; null unless Resolved. */
  resolved: complaintStampSchema.nullable(),
  notecount: z.number().int().nonnegative(),
  appointmentcount: z.number().int().nonnegative(),
  /** UTC ISO instant of the last change (notes and appointments included). */
  updated: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** A note on a complaint: rich-text HTML, sanitised by the server. Oldest first. */
export const complaintNoteSchema = z.object({
  nmbr: z.number().int(),
  complaintnmbr: z.number().int(),
  /** Sanitised HTML (p, br, strong, em, u, s, h2–h6, lists, blockquote, links, png/jpeg/webp data images). */
  paragraph: z.string(),
  employee: complaintStaffSchema,
  creationdatetime: z.string(),
});
export type ComplaintNote = z.infer<typeof complaintNoteSchema>;

/**
 * An appointment planned on a complaint for a staff member. `appointmentstart`/`appointmentend` are UTC ISO instants;
 * `agendatime`/`agendatill` the same as HH:mm in the location's time zone (for display).
 */
export const appointmentSchema = z.object({
  nmbr: z.number().int(),
  complaintnmbr: z.number().int(),
  subject: z.string(),
  appointmentstart: z.string(),
  appointmentend: z.string(),
  agendacode: z.string(),
  agendatime: z.string(),
  agendatill: z.string(),
  /** Who it is planned for. */
  employee: complaintStaffSchema,
  createdby: complaintStaffSchema,
  creationdatetime: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /{nmbr} and every change: the complaint with its notes (oldest first) and appointments (by start). */
export const complaintDetailSchema = complaintSchema.extend({
  complaintnotes: z.array(complaintNoteSchema),
  appointments: z.array(appointmentSchema),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

/** A workgroup a complaint can be for, with its icon from the `complaint.workgroupIcons` permission (null: none set). */
export const complaintGroupSchema = z.object({ workgroup: z.string(), icon: z.string().nullable() });
export type ComplaintGroup = z.infer<typeof complaintGroupSchema>;

/** GET /counter: badge counts. */
export const complaintCounterSchema = z.object({
  /** Not Resolved. */
  open: z.number().int().nonnegative(),
  /** Awaiting review (assigned ''). */
  unapproved: z.number().int().nonnegative(),
  /** Not Resolved and handled by the caller. */
  mine: z.number().int().nonnegative(),
});
export type ComplaintCounter = z.infer<typeof complaintCounterSchema>;

/** GET /grouped/states: how many complaints are in each state (every state, zeros included, in COMPLAINT_STATES order). */
export const complaintStateCountSchema = z.object({ complaintstatetext: complaintStateSchema, count: z.number().int().nonnegative() });
export type ComplaintStateCount = z.infer<typeof complaintStateCountSchema>;

/** GET /grouped/date: how many complaints were filed per creation day (location's calendar), newest day first. */
export const complaintDateCountSchema = z.object({ creationdate: z.string(), count: z.number().int().nonnegative() });
export type ComplaintDateCount = z.infer<typeof complaintDateCountSchema>;

/** GET /objects: what a complaint can concern — a reservation of the location with its suite and main guest. */
export const complaintObjectSchema = complaintReservationSchema.extend({
  /** True when the stay is in house now (between start and end). */
  inHouse: z.boolean(),
});
export type ComplaintObject = z.infer<typeof complaintObjectSchema>;
