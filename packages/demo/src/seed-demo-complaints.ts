import { inZone, type AvailabilitySlotBody } from '@stay/contract';
import {
  complaintCreationDate,
  type Db,
  type DbOrTrx,
  findAvailabilitySlots,
  findComplaintObjects,
  hasComplaintsAt,
  insertAppointment,
  insertAvailabilitySlot,
  insertComplaint,
  insertComplaintNote,
  listStaffMembers,
  locationExists,
  recordComplaintResolved,
  recordComplaintReview,
  sanitizeComplaintNote,
  updateComplaint,
} from '@stay/server/seeding';
import { DEMO_LOCATION, DEMO_RESERVATION_ID } from './demo-data';
import {
  DEMO_AVAILABILITY,
  DEMO_COMPLAINTS,
  DEMO_STAFF,
  type DemoComplaint,
  type DemoOnceSlot,
  type DemoStaffKey,
  type DemoWeeklySlot,
} from './seed-demo-complaints-data';
import { demoInstant } from './seed-demo-stays';

export interface SeedDemoComplaintsOptions {
  now?: Date;
  log?: (line: string) => void;
}

export interface DemoComplaintsCounts {
  complaints: number;
  notes: number;
  appointments: number;
  slots: number;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const TIME_ZONE = DEMO_LOCATION.timeZone;

/** ISO weekday (1 Monday … 7 Sunday) `daysAhead` calendar days from now in the demo's time zone. */
function weekdayAhead(now: Date, daysAhead: number): number {
  const day = inZone(new Date(now.getTime() + daysAhead * DAY), TIME_ZONE).getDay();
  return ((day + 6) % 7) + 1;
}

function slotBody(slot: DemoWeeklySlot | DemoOnceSlot, now: Date): AvailabilitySlotBody {
  if (slot.repeat === 'weekly') {
    return { repeat: 'weekly', kind: slot.kind, weekday: weekdayAhead(now, slot.daysAhead), from: slot.from, till: slot.till, note: slot.note };
  }
  const start = demoInstant(now, slot.days, slot.time);
  return { repeat: 'once', kind: slot.kind, start, end: new Date(Date.parse(start) + slot.hours * HOUR).toISOString(), note: slot.note };
}

/** The stays complaints are filed about: the demo guest's own, then the other stays in house now (in house first). */
async function demoStays(db: DbOrTrx, now: Date): Promise<{ main: string; others: string[] }> {
  const rows = await findComplaintObjects(db, {
    locationId: DEMO_LOCATION.id,
    now: now.toISOString(),
    from: now.toISOString(),
    to: now.toISOString(),
    limit: 50,
  });
  const others = rows.map((row) => row.id).filter((id) => id !== DEMO_RESERVATION_ID);
  return { main: DEMO_RESERVATION_ID, others };
}

async function fileComplaint(trx: DbOrTrx, complaint: DemoComplaint, reservationId: string, now: Date): Promise<{ notes: number; appointments: number }> {
  const staff = (key: DemoStaffKey) => DEMO_STAFF[key];
  const filedAt = new Date(now.getTime() - complaint.hoursAgo * HOUR);
  const nmbr = await insertComplaint(trx, {
    location_id: DEMO_LOCATION.id,
    reservation_id: reservationId,
    subject: complaint.subject,
    priority: complaint.priority,
    kind: complaint.kind,
    workgroup: complaint.workgroup,
    employee_id: staff(complaint.handledBy),
    created_by: staff(complaint.filedBy),
    creation_date: complaintCreationDate(filedAt, TIME_ZONE),
    created_at: filedAt.toISOString(),
  });
  const later = (hours: number) => new Date(filedAt.getTime() + hours * HOUR).toISOString();
  for (const note of complaint.notes) {
    await insertComplaintNote(trx, { complaint_nmbr: nmbr, paragraph: await sanitizeComplaintNote(note.paragraph, 'demo note'), employee_id: staff(note.by), created_at: later(note.afterHours) });
  }
  for (const appointment of complaint.appointments) {
    const start = demoInstant(now, appointment.days, appointment.time);
    await insertAppointment(trx, {
      complaint_nmbr: nmbr,
      employee_id: staff(appointment.for),
      created_by: staff(appointment.by),
      subject: appointment.subject,
      agenda_code: appointment.agendacode ?? 'Bussy',
      start_at: start,
      end_at: new Date(Date.parse(start) + appointment.minutes * 60_000).toISOString(),
      created_at: later(1),
    });
  }
  if (complaint.review) await recordComplaintReview(trx, nmbr, { assigned: complaint.review.assigned, staffId: staff(complaint.review.by), at: later(2), reason: complaint.review.assigned === 'N' ? complaint.review.reason : null });
  if (complaint.state === 'Resolved' && complaint.resolvedBy) await recordComplaintResolved(trx, nmbr, { staffId: staff(complaint.resolvedBy), at: later(6) });
  else if (complaint.state !== 'New') await updateComplaint(trx, nmbr, { state: complaint.state, updated_at: later(3) });
  return { notes: complaint.notes.length, appointments: complaint.appointments.length };
}

/**
 * Demo complaints across the demo location's stays (every state, with notes and appointments) and availability for
 * every demo staff member. Idempotent: complaints are filed once per location, slots once per staff member.
 */
export async function seedDemoComplaints(db: Db, options: SeedDemoComplaintsOptions = {}): Promise<DemoComplaintsCounts> {
  const now = options.now ?? new Date();
  const log = options.log ?? console.log;
  const counts: DemoComplaintsCounts = { complaints: 0, notes: 0, appointments: 0, slots: 0 };
  if (!(await locationExists(db, DEMO_LOCATION.id))) {
    log('Demo complaints: skipped (no demo location; seed the demo data first)');
    return counts;
  }
  const staffMembers = new Set((await listStaffMembers(db)).map((staff) => staff.id));

  await db.transaction().execute(async (trx) => {
    if (!(await hasComplaintsAt(trx, DEMO_LOCATION.id))) {
      const stays = await demoStays(trx, now);
      for (const complaint of DEMO_COMPLAINTS) {
        const people = [complaint.filedBy, complaint.handledBy, ...complaint.notes.map((note) => note.by), ...complaint.appointments.flatMap((a) => [a.for, a.by])];
        const reservationId = complaint.stay === 'main' ? stays.main : stays.others[complaint.stay % Math.max(stays.others.length, 1)];
        if (!reservationId || people.some((key) => !staffMembers.has(DEMO_STAFF[key]))) continue;
        const added = await fileComplaint(trx, complaint, reservationId, now);
        counts.complaints += 1;
        counts.notes += added.notes;
        counts.appointments += added.appointments;
      }
    }
    for (const [key, slots] of Object.entries(DEMO_AVAILABILITY) as [DemoStaffKey, (typeof DEMO_AVAILABILITY)[DemoStaffKey]][]) {
      const staffId = DEMO_STAFF[key];
      if (!staffMembers.has(staffId) || (await findAvailabilitySlots(trx, staffId)).length > 0) continue;
      for (const slot of slots) await insertAvailabilitySlot(trx, staffId, slotBody(slot, now), now.toISOString());
      counts.slots += slots.length;
    }
  });

  log(
    `Demo complaints: ${counts.complaints} complaints with ${counts.notes} notes and ${counts.appointments} appointments, ` +
      `${counts.slots} availability slots added`,
  );
  return counts;
}
