import { z } from 'zod';
import {
  appointmentSchema,
  complaintActionSchema,
  complaintCounterSchema,
  complaintDateCountSchema,
  complaintDetailSchema,
  complaintGroupSchema,
  complaintKindSchema,
  complaintNoteSchema,
  complaintObjectSchema,
  complaintPrioritySchema,
  complaintSchema,
  complaintStateCountSchema,
  complaintStateSchema,
  locationStaffSchema,
} from '../entities/complaint';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const COMPLAINT_LIST_PAGE_SIZE = 50;
export const COMPLAINT_LIST_MAX_PAGE_SIZE = 200;
export const COMPLAINT_OBJECTS_PAGE_SIZE = 20;
export const COMPLAINT_OBJECTS_MAX_PAGE_SIZE = 50;
export const COMPLAINT_GROUPED_DATE_DEFAULT_DAYS = 30;
export const COMPLAINT_SUBJECT_MAX_LENGTH = 200;
/** A note's HTML may carry images as data URLs (compressed by the app to at most 1000×1000), hence the size. */
export const COMPLAINT_NOTE_MAX_LENGTH = 6_000_000;
export const APPOINTMENT_SUBJECT_MAX_LENGTH = 200;
/** An appointment lasts at most this long. */
export const APPOINTMENT_MAX_DURATION_MS = 14 * 24 * 60 * 60 * 1000;

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true });
const workgroupName = z.string().trim().min(1).max(64);
const booleanFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

/** Review filter: `awaiting` (assigned ''), `approved` (J) or `declined` (N). */
export const COMPLAINT_REVIEW_FILTERS = ['awaiting', 'approved', 'declined'] as const;
export const complaintReviewFilterSchema = z.enum(COMPLAINT_REVIEW_FILTERS);
export type ComplaintReviewFilter = z.infer<typeof complaintReviewFilterSchema>;

/**
 * List query. Newest first (by nmbr); keyset-paged: pass the answer's `nextCursor` as `cursor` for the next page.
 * Filters combine (AND):
 * - `complaintstatetext`, `complaintpriority`, `kind`, `workgroup`: equal to;
 * - `review`: awaiting / approved / declined (see `assigned`);
 * - `open=true`: not Resolved; `mine=true`: handled by the caller;
 * - `reservation`: the reservation's _id or its booking number;
 * - `search`: part of the subject, booking number, suite name or main guest name (case-insensitive), or the nmbr.
 */
export const complaintListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(COMPLAINT_LIST_MAX_PAGE_SIZE).default(COMPLAINT_LIST_PAGE_SIZE),
  cursor: z.string().min(1).max(64).optional(),
  complaintstatetext: complaintStateSchema.optional(),
  complaintpriority: complaintPrioritySchema.optional(),
  kind: complaintKindSchema.optional(),
  workgroup: workgroupName.optional(),
  review: complaintReviewFilterSchema.optional(),
  open: booleanFlag,
  mine: booleanFlag,
  reservation: id.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ComplaintListQuery = z.output<typeof complaintListQuerySchema>;
export type ComplaintListQueryInput = z.input<typeof complaintListQuerySchema>;

/** A page of complaints; `nextCursor` is null on the last page. */
export const complaintPageSchema = z.object({ items: z.array(complaintSchema), nextCursor: z.string().nullable() });
export type ComplaintPage = z.infer<typeof complaintPageSchema>;

/** GET /objects: reservations a complaint can concern. Without `search`: stays around today (in house first). */
export const complaintObjectsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(COMPLAINT_OBJECTS_MAX_PAGE_SIZE).default(COMPLAINT_OBJECTS_PAGE_SIZE),
});
export type ComplaintObjectsQuery = z.output<typeof complaintObjectsQuerySchema>;

/** GET /grouped/date: the last `days` days (location's calendar, today included). */
export const complaintGroupedDateQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(COMPLAINT_GROUPED_DATE_DEFAULT_DAYS),
});

const subject = z.string().trim().min(1).max(COMPLAINT_SUBJECT_MAX_LENGTH);

/**
 * POST create: a complaint about a reservation of the caller's location (`reservation`: its _id or booking number).
 * It starts New and awaiting review, handled by the caller unless `employee` names a colleague of the location.
 * An optional first note (`paragraph`, HTML) is stored as the complaint's first note.
 */
export const complaintCreateBodySchema = z.object({
  subject,
  reservation: id,
  complaintpriority: complaintPrioritySchema.default('NORMAL'),
  kind: complaintKindSchema.default('OTHER'),
  workgroup: workgroupName.nullable().default(null),
  employee: id.optional(),
  paragraph: z.string().max(COMPLAINT_NOTE_MAX_LENGTH).optional(),
});
export type ComplaintCreateBody = z.output<typeof complaintCreateBodySchema>;
export type ComplaintCreateBodyInput = z.input<typeof complaintCreateBodySchema>;

/**
 * POST /{nmbr}: change any of subject, priority, kind, workgroup (null: none), the handling staff member, or the state.
 * State Resolved records who and when (as the resolve action); New or In progress on a resolved complaint reopens it.
 */
export const complaintUpdateBodySchema = z
  .object({
    subject: subject.optional(),
    complaintpriority: complaintPrioritySchema.optional(),
    kind: complaintKindSchema.optional(),
    workgroup: workgroupName.nullable().optional(),
    employee: id.optional(),
    complaintstatetext: complaintStateSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type ComplaintUpdateBody = z.output<typeof complaintUpdateBodySchema>;

/** POST /{complaintnmbr}/notes: a rich-text note; the server sanitises the HTML and refuses one left empty. */
/** Why a complaint is declined: told to whoever follows it up, so a decline always has one. */
export const COMPLAINT_DECLINE_REASON_MAX_LENGTH = 1000;
export const complaintDeclineBodySchema = z.object({
  reason: z.string().trim().min(1).max(COMPLAINT_DECLINE_REASON_MAX_LENGTH),
});
export type ComplaintDeclineBody = z.infer<typeof complaintDeclineBodySchema>;

export const complaintNoteCreateBodySchema = z.object({
  paragraph: z.string().min(1).max(COMPLAINT_NOTE_MAX_LENGTH),
});
export type ComplaintNoteCreateBody = z.output<typeof complaintNoteCreateBodySchema>;

/**
 * POST /{complaintnmbr}/appointments: create (no `nmbr`) or update (`nmbr` of one of the complaint's appointments).
 * - Without `appointmentstart` it runs from the start of the current hour till the next hour (location's zone);
 *   with a start and no end it lasts one hour. An end without a start is refused.
 * - A new appointment's `agendacode` defaults to Bussy (DEFAULT_AGENDA_CODE), `subject` to the complaint's subject,
 *   `employee` to the caller; an update keeps what it leaves out (times included).
 * - Refused when the staff member is unavailable then (APPOINTMENT_EMPLOYEE_UNAVAILABLE) or has another appointment
 *   overlapping it (APPOINTMENT_OVERLAP).
 */
export const appointmentSaveBodySchema = z
  .object({
    nmbr: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    subject: z.string().trim().min(1).max(APPOINTMENT_SUBJECT_MAX_LENGTH).optional(),
    appointmentstart: instant.optional(),
    appointmentend: instant.optional(),
    agendacode: z.string().trim().min(1).max(32).optional(),
    employee: id.optional(),
  })
  .refine((body) => body.appointmentend === undefined || body.appointmentstart !== undefined, {
    message: 'an end needs a start',
    path: ['appointmentstart'],
  })
  .refine(
    (body) =>
      body.appointmentstart === undefined ||
      body.appointmentend === undefined ||
      (Date.parse(body.appointmentend) > Date.parse(body.appointmentstart) &&
        Date.parse(body.appointmentend) - Date.parse(body.appointmentstart) <= APPOINTMENT_MAX_DURATION_MS),
    { message: 'the end must come after the start, within 14 days', path: ['appointmentend'] },
  );
export type AppointmentSaveBody = z.output<typeof appointmentSaveBodySchema>;
export type AppointmentSaveBodyInput = z.input<typeof appointmentSaveBodySchema>;

const BASE = '/api/employee/complaint';
const complaintParams = z.object({ nmbr: positiveInt });
const ofComplaint = z.object({ complaintnmbr: positiveInt });
const appointmentParams = z.object({ complaintnmbr: positiveInt, nmbr: positiveInt });

const action = (name: 'approve' | 'resolve', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/${name}`,
    auth: 'staff',
    summary,
    params: complaintParams,
    response: complaintDetailSchema,
  });

/**
 * Staff complaint calls. Every staff role reads the complaints of its own location (staff without a location: every
 * location's) and may file, note, plan appointments and resolve; approve and decline are for support and management
 * (CUBER, BACKOFFICE, MANAGEMENT) — a guide gets 403 UNAUTHORIZED. A complaint of another location answers
 * 404 COMPLAINT_NOT_FOUND. Changes are pushed to the location's staff as a `complaint.updated` realtime event.
 */
export const staffComplaintApi = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    auth: 'staff',
    summary: 'Complaints of the location, newest first, filtered and keyset-paged',
    query: complaintListQuerySchema,
    response: complaintPageSchema,
  }),
  priorities: defineEndpoint({
    method: 'GET',
    path: `${BASE}/priorities`,
    auth: 'staff',
    summary: 'The complaint priorities, lowest first',
    response: z.array(complaintPrioritySchema),
  }),
  kinds: defineEndpoint({
    method: 'GET',
    path: `${BASE}/kinds`,
    auth: 'staff',
    summary: 'The complaint kinds',
    response: z.array(complaintKindSchema),
  }),
  groups: defineEndpoint({
    method: 'GET',
    path: `${BASE}/groups`,
    auth: 'staff',
    summary: "The location's workgroups a complaint can be for, with their icons (complaint.workgroupIcons)",
    response: z.array(complaintGroupSchema),
  }),
  states: defineEndpoint({
    method: 'GET',
    path: `${BASE}/states`,
    auth: 'staff',
    summary: 'The complaint states (complaintstatetext), in order',
    response: z.array(complaintStateSchema),
  }),
  unapproved: defineEndpoint({
    method: 'GET',
    path: `${BASE}/unapproved`,
    auth: 'staff',
    summary: 'Complaints awaiting review (assigned empty), newest first; the list query with review=awaiting',
    query: complaintListQuerySchema,
    response: complaintPageSchema,
  }),
  groupedStates: defineEndpoint({
    method: 'GET',
    path: `${BASE}/grouped/states`,
    auth: 'staff',
    summary: 'How many complaints of the location are in each state',
    response: z.array(complaintStateCountSchema),
  }),
  groupedDate: defineEndpoint({
    method: 'GET',
    path: `${BASE}/grouped/date`,
    auth: 'staff',
    summary: 'How many complaints were filed per day over the last days (newest first, days without any left out)',
    query: complaintGroupedDateQuerySchema,
    response: z.array(complaintDateCountSchema),
  }),
  counter: defineEndpoint({
    method: 'GET',
    path: `${BASE}/counter`,
    auth: 'staff',
    summary: 'Badge counts: open, awaiting review, and open handled by the caller',
    response: complaintCounterSchema,
  }),
  objects: defineEndpoint({
    method: 'GET',
    path: `${BASE}/objects`,
    auth: 'staff',
    summary: "What a complaint can concern: the location's reservations (in house first), searchable",
    query: complaintObjectsQuerySchema,
    response: z.array(complaintObjectSchema),
  }),
  staffMembers: defineEndpoint({
    method: 'GET',
    path: `${BASE}/employees`,
    auth: 'staff',
    summary: "The location's staff (every staff role, staff of every location included), by name: whom a complaint or appointment can be for",
    response: z.array(locationStaffSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${BASE}/create`,
    auth: 'staff',
    summary: 'File a complaint about a reservation of the location',
    body: complaintCreateBodySchema,
    response: complaintDetailSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'One complaint with its notes and appointments',
    params: complaintParams,
    response: complaintDetailSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'Change subject, priority, kind, workgroup, handling employee or state',
    params: complaintParams,
    body: complaintUpdateBodySchema,
    response: complaintDetailSchema,
  }),
  approve: action('approve', 'Approve (assigned J; support and management; once)'),
  decline: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/decline`,
    auth: 'staff',
    summary: 'Decline with a reason (assigned N; support and management; once)',
    params: complaintParams,
    body: complaintDeclineBodySchema,
    response: complaintDetailSchema,
  }),
  resolve: action('resolve', 'Resolve (state Resolved, who and when recorded)'),
  action: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/{action}`,
    auth: 'staff',
    summary: 'A complaint action by name: approve, decline or resolve',
    params: z.object({ nmbr: positiveInt, action: complaintActionSchema }),
    response: complaintDetailSchema,
  }),
  notes: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{complaintnmbr}/notes`,
    auth: 'staff',
    summary: "The complaint's notes, oldest first",
    params: ofComplaint,
    response: z.array(complaintNoteSchema),
  }),
  addNote: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{complaintnmbr}/notes`,
    auth: 'staff',
    summary: 'Add a rich-text note (HTML, sanitised)',
    params: ofComplaint,
    body: complaintNoteCreateBodySchema,
    response: complaintNoteSchema,
  }),
  appointments: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{complaintnmbr}/appointments`,
    auth: 'staff',
    summary: "The complaint's appointments, by start",
    params: ofComplaint,
    response: z.array(appointmentSchema),
  }),
  appointment: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{complaintnmbr}/appointments/{nmbr}`,
    auth: 'staff',
    summary: 'One appointment of the complaint',
    params: appointmentParams,
    response: appointmentSchema,
  }),
  saveAppointment: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{complaintnmbr}/appointments`,
    auth: 'staff',
    summary: 'Create (no nmbr) or update (nmbr) an appointment; without times: this hour till the next, agenda code Bussy',
    params: ofComplaint,
    body: appointmentSaveBodySchema,
    response: appointmentSchema,
  }),
  deleteAppointment: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/{complaintnmbr}/appointments/{nmbr}`,
    auth: 'staff',
    summary: 'Delete an appointment of the complaint',
    params: appointmentParams,
    response: messageReplySchema,
  }),
} as const;
