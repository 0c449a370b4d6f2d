import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { COMPLAINT_STATE, type ComplaintAssigned, type ComplaintState } from '@stay/contract';
import { compiledForKeys } from '../../db/compiled-for-keys';
import type { Database, DbOrTrx } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { reservationSuiteNameOf, reservationsToJoin } from '../reservation';

/**
 * Complaints, their notes and appointments. The views read the reservation, its suite, location and chat in
 * read-only joins; only complaints, complaint_notes and appointments are written here.
 */

type ComplaintScope = ExpressionBuilder<
  Database & { c: Database['complaints']; r: Database['reservations']; l: Database['locations'] },
  'c' | 'r' | 'l'
>;

/** `%text%` for LIKE with `\` as the escape character, so `%` and `_` in the search match themselves. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
// lower() on both sides: PostgreSQL lowers every letter, SQLite ASCII only, so non-ASCII text still matches as typed.
const matches = (text: ReturnType<typeof sql>, pattern: string) => sql<SqlBool>`lower(${text}) like lower(${pattern}) escape '\\'`;

/** The suite's name: the first suite the reservation holds, else the name on the booking. */
const suiteName = reservationSuiteNameOf('r');

function complaintsQuery(db: DbOrTrx) {
  return db
    .selectFrom('complaints as c')
    .innerJoin(reservationsToJoin(db).as('r'), 'r.id', 'c.reservation_id')
    .leftJoin('locations as l', 'l.id', 'c.location_id')
    .leftJoin('chats as ch', 'ch.reservation_id', 'c.reservation_id')
    .selectAll('c')
    .select([
      'r.reservation_number',
      'r.start_date_time',
      'r.end_date_time',
      'r.main_guest_firstname',
      'r.main_guest_surname',
      'l.time_zone',
      'ch.nmbr as chat_nmbr',
      suiteName.as('suite_name'),
      sql<number>`(select count(*) from complaint_notes n where n.complaint_nmbr = c.nmbr)`.as('note_count'),
      sql<number>`(select count(*) from appointments ap where ap.complaint_nmbr = c.nmbr)`.as('appointment_count'),
    ]);
}

export type ComplaintRow = Awaited<ReturnType<ReturnType<typeof complaintsQuery>['execute']>>[number];

/** Where the caller's complaints are: one location, or every location (null). */
const inLocation = (eb: ComplaintScope, locationId: string | null) => (locationId === null ? sql<SqlBool>`1 = 1` : eb('c.location_id', '=', locationId));

export function findComplaint(db: DbOrTrx, nmbr: number) {
  return complaintsQuery(db).where('c.nmbr', '=', nmbr).executeTakeFirst();
}

export interface ComplaintFilter {
  locationId: string | null;
  state?: ComplaintState | undefined;
  priority?: string | undefined;
  kind?: string | undefined;
  workgroup?: string | undefined;
  assigned?: ComplaintAssigned | undefined;
  open?: boolean;
  staffId?: string | undefined;
  reservation?: string | undefined;
  search?: string | undefined;
}

/** A page of complaints, newest first, after the nmbr `before` (keyset); `limit` rows. */
export function findComplaintPage(db: DbOrTrx, filter: ComplaintFilter, before: number | undefined, limit: number) {
  return complaintsQuery(db)
    .where((eb) => {
      const scope = eb as unknown as ComplaintScope;
      const conditions: Expression<SqlBool>[] = [inLocation(scope, filter.locationId)];
      if (before !== undefined) conditions.push(scope('c.nmbr', '<', before));
      if (filter.state) conditions.push(scope('c.state', '=', filter.state));
      if (filter.priority) conditions.push(scope('c.priority', '=', filter.priority));
      if (filter.kind) conditions.push(scope('c.kind', '=', filter.kind));
      if (filter.workgroup) conditions.push(scope('c.workgroup', '=', filter.workgroup));
      if (filter.assigned !== undefined) conditions.push(scope('c.assigned', '=', filter.assigned));
      if (filter.open) conditions.push(scope('c.state', '<>', COMPLAINT_STATE.resolved));
      if (filter.staffId) conditions.push(scope('c.employee_id', '=', filter.staffId));
      if (filter.reservation) {
        conditions.push(scope.or([scope('r.id', '=', filter.reservation), scope('r.reservation_number', '=', filter.reservation)]));
      }
      if (filter.search) {
        const pattern = likePattern(filter.search);
        const alternatives: Expression<SqlBool>[] = [
          matches(sql`c.subject`, pattern),
          matches(sql`r.reservation_number`, pattern),
          matches(sql`r.main_guest_firstname || ' ' || r.main_guest_surname`, pattern),
          matches(sql`coalesce(${suiteName}, '')`, pattern),
        ];
        if (/^[1-9][0-9]{0,14}$/.test(filter.search)) alternatives.push(scope('c.nmbr', '=', Number(filter.search)));
        conditions.push(scope.or(alternatives));
      }
      return scope.and(conditions);
    })
    .orderBy('c.nmbr', 'desc')
    .limit(limit)
    .execute();
}

const complaintsOfReservations = compiledForKeys((db, _fixed: [], reservationIds: string[]) =>
  db
    .selectFrom('complaints')
    .select(['nmbr', 'reservation_id', 'subject', 'state', 'assigned', 'priority', 'created_at'])
    .where('reservation_id', 'in', reservationIds)
    .orderBy('nmbr', 'desc'),
);

/** The complaints of these reservations, each reservation's newest first (for the chat list items). */
export function findComplaintsOfReservations(db: DbOrTrx, reservationIds: readonly string[]) {
  return reservationIds.length === 0 ? Promise.resolve([]) : complaintsOfReservations(db, [], reservationIds);
}

/** How many complaints are in each state. */
export async function countByState(db: DbOrTrx, locationId: string | null): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('complaints as c')
    .select(['c.state', sql<number>`count(*)`.as('count')])
    .where((eb) => inLocation(eb as unknown as ComplaintScope, locationId))
    .groupBy('c.state')
    .execute();
  return new Map(rows.map((row) => [row.state, Number(row.count)]));
}

/** How many complaints were filed per creation day since `fromDate` (YYYY-MM-DD), newest day first. */
export async function countByDate(db: DbOrTrx, locationId: string | null, fromDate: string) {
  const rows = await db
    .selectFrom('complaints as c')
    .select(['c.creation_date', sql<number>`count(*)`.as('count')])
    .where((eb) => inLocation(eb as unknown as ComplaintScope, locationId))
    .where('c.creation_date', '>=', fromDate)
    .groupBy('c.creation_date')
    .orderBy('c.creation_date', 'desc')
    .execute();
  return rows.map((row) => ({ creationdate: row.creation_date, count: Number(row.count) }));
}

/** Badge counts: open, awaiting review, open handled by the staff member. */
export async function countBadges(db: DbOrTrx, locationId: string | null, staffId: string) {
  const resolved = COMPLAINT_STATE.resolved;
  const row = await db
    .selectFrom('complaints as c')
    .select([
      sql<number>`coalesce(sum(case when c.state <> ${resolved} then 1 else 0 end), 0)`.as('open'),
      sql<number>`coalesce(sum(case when c.assigned = '' then 1 else 0 end), 0)`.as('unapproved'),
      sql<number>`coalesce(sum(case when c.state <> ${resolved} and c.employee_id = ${staffId} then 1 else 0 end), 0)`.as('mine'),
    ])
    .where((eb) => inLocation(eb as unknown as ComplaintScope, locationId))
    .executeTakeFirst();
  return { open: Number(row?.open ?? 0), unapproved: Number(row?.unapproved ?? 0), mine: Number(row?.mine ?? 0) };
}

export interface NewComplaint {
  location_id: string | null;
  reservation_id: string;
  subject: string;
  priority: string;
  kind: string;
  workgroup: string | null;
  employee_id: string;
  created_by: string;
  creation_date: string;
  created_at: string;
  /** Defaults: New, awaiting review. */
  state?: string;
  assigned?: string;
  reviewed_by?: string | null;
  reviewed_at?: string | null;
  resolved_by?: string | null;
  resolved_at?: string | null;
}

export async function insertComplaint(db: DbOrTrx, complaint: NewComplaint): Promise<number> {
  const row = await db
    .insertInto('complaints')
    .values({ state: COMPLAINT_STATE.new, assigned: '', ...complaint, updated_at: complaint.created_at })
    .returning('nmbr')
    .executeTakeFirstOrThrow();
  return row.nmbr;
}

export type ComplaintChanges = Partial<
  Pick<
    Database['complaints'],
    'subject' | 'priority' | 'kind' | 'workgroup' | 'employee_id' | 'state' | 'resolved_by' | 'resolved_at' | 'updated_at'
  >
>;

export async function updateComplaint(db: DbOrTrx, nmbr: number, changes: ComplaintChanges): Promise<void> {
  await db.updateTable('complaints').set(changes).where('nmbr', '=', nmbr).execute();
}

/** Records the review unless one was recorded already; answers whether it did. */
export async function recordReview(db: DbOrTrx, nmbr: number, review: { assigned: 'J' | 'N'; staffId: string; at: string; reason: string | null }): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set({ assigned: review.assigned, reviewed_by: review.staffId, reviewed_at: review.at, review_reason: review.reason, updated_at: review.at })
    .where('nmbr', '=', nmbr)
    .where('assigned', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the state Resolved unless it is already; answers whether it did. */
export async function recordResolved(db: DbOrTrx, nmbr: number, resolution: { staffId: string; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('complaints')
    .set({ state: COMPLAINT_STATE.resolved, resolved_by: resolution.staffId, resolved_at: resolution.at, updated_at: resolution.at })
    .where('nmbr', '=', nmbr)
    .where('state', '<>', COMPLAINT_STATE.resolved)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchComplaint(db: DbOrTrx, nmbr: number, at: string): Promise<void> {
  await db.updateTable('complaints').set({ updated_at: at }).where('nmbr', '=', nmbr).execute();
}

// Notes

export function findNotes(db: DbOrTrx, complaintNmbr: number) {
  return db.selectFrom('complaint_notes').selectAll().where('complaint_nmbr', '=', complaintNmbr).orderBy('nmbr').execute();
}

export type ComplaintNoteRow = Awaited<ReturnType<typeof findNotes>>[number];

export async function insertNote(db: DbOrTrx, note: { complaint_nmbr: number; paragraph: string; employee_id: string; created_at: string }) {
  return db.insertInto('complaint_notes').values(note).returningAll().executeTakeFirstOrThrow();
}

// Appointments

export function findAppointments(db: DbOrTrx, complaintNmbr: number) {
  return db.selectFrom('appointments').selectAll().where('complaint_nmbr', '=', complaintNmbr).orderBy('start_at').orderBy('nmbr').execute();
}

export type AppointmentRow = Awaited<ReturnType<typeof findAppointments>>[number];

export function findAppointment(db: DbOrTrx, complaintNmbr: number, nmbr: number) {
  return db.selectFrom('appointments').selectAll().where('complaint_nmbr', '=', complaintNmbr).where('nmbr', '=', nmbr).executeTakeFirst();
}

/** The staff member's appointments overlapping [start, end), except one (the appointment being moved). */
export function findOverlappingAppointments(db: DbOrTrx, staffId: string, start: string, end: string, except?: number) {
  let query = db
    .selectFrom('appointments')
    .select(['nmbr', 'complaint_nmbr', 'start_at', 'end_at'])
    .where('employee_id', '=', staffId)
    .where('start_at', '<', end)
    .where('end_at', '>', start);
  if (except !== undefined) query = query.where('nmbr', '<>', except);
  return query.limit(1).execute();
}

export interface AppointmentValues {
  employee_id: string;
  subject: string;
  agenda_code: string;
  start_at: string;
  end_at: string;
}

export async function insertAppointment(db: DbOrTrx, appointment: AppointmentValues & { complaint_nmbr: number; created_by: string; created_at: string }) {
  const row = await db
    .insertInto('appointments')
    .values({ ...appointment, updated_at: appointment.created_at })
    .returning('nmbr')
    .executeTakeFirstOrThrow();
  return row.nmbr;
}

export async function updateAppointment(db: DbOrTrx, nmbr: number, values: AppointmentValues & { updated_at: string }): Promise<void> {
  await db.updateTable('appointments').set(values).where('nmbr', '=', nmbr).execute();
}

export async function deleteAppointment(db: DbOrTrx, nmbr: number): Promise<void> {
  await db.deleteFrom('appointments').where('nmbr', '=', nmbr).execute();
}

// What a complaint can concern: reservations (read-only, across the reservation's suite and location)

function objectsQuery(db: DbOrTrx) {
  return db
    .selectFrom(reservationsToJoin(db).as('r'))
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    .select([
      'r.id',
      'r.reservation_number',
      'r.start_date_time',
      'r.end_date_time',
      'r.main_guest_firstname',
      'r.main_guest_surname',
      'r.location_id',
      'l.time_zone',
      suiteName.as('suite_name'),
    ]);
}

export type ComplaintObjectRow = Awaited<ReturnType<ReturnType<typeof objectsQuery>['execute']>>[number];

/** A reservation by its id or booking number. */
export function findComplaintObject(db: DbOrTrx, reservation: string) {
  return objectsQuery(db)
    .where((eb) => eb.or([eb('r.id', '=', reservation), eb('r.reservation_number', '=', reservation)]))
    .orderBy('r.id')
    .executeTakeFirst();
}

/**
 * Reservations of the location: with a search, the one with that id and any matching by booking number, main guest
 * or suite (latest start first); without, the stays that have not ended before `from` and start before `to`, in house
 * first.
 */
export function findComplaintObjects(
  db: DbOrTrx,
  filter: { locationId: string | null; search?: string | undefined; now: string; from: string; to: string; limit: number },
) {
  return objectsQuery(db)
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.locationId !== null) conditions.push(eb('r.location_id', '=', filter.locationId));
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(
          eb.or([
            // The id too: a chat names its reservation by id (/file-complaint?reservation= from a chat).
            eb('r.id', '=', filter.search),
            matches(sql`r.reservation_number`, pattern),
            matches(sql`r.main_guest_firstname || ' ' || r.main_guest_surname`, pattern),
            matches(sql`coalesce(${suiteName}, '')`, pattern),
          ]),
        );
      } else {
        conditions.push(eb('r.end_date_time', '>=', filter.from), eb('r.start_date_time', '<', filter.to));
      }
      return eb.and(conditions);
    })
    .orderBy(sql`case when r.start_date_time <= ${filter.now} and r.end_date_time > ${filter.now} then 0 else 1 end`)
    .orderBy('r.start_date_time', 'desc')
    .orderBy('r.id')
    .limit(filter.limit)
    .execute();
}

/**
 * Serialises appointment writes for one staff member until the transaction ends, so two plans cannot both pass the
 * overlap check. PostgreSQL: a transaction-scoped advisory lock; SQLite runs one write transaction at a time anyway.
 */
export async function lockStaffAppointments(trx: DbOrTrx, staffId: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`appointments:${staffId}`}))`.execute(trx);
}

/** Whether the location has any complaint (the demo seed files its complaints once). */
export async function hasComplaintsAt(db: DbOrTrx, locationId: string): Promise<boolean> {
  return (await db.selectFrom('complaints').select('nmbr').where('location_id', '=', locationId).limit(1).executeTakeFirst()) !== undefined;
}
