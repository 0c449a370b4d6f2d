import { calendarDayIn, COMPLAINT_STATE } from '@stay/contract';
import { iso } from './seed-large-clock';
import { COMPLAINT_NOTES, COMPLAINT_SUBJECTS, LARGE_TIME_ZONE, RATED_SHARE, RATING_COMMENTS, pick, randomInt, type LargeCounts } from './seed-large-data';
import { BulkWriter, complaintBulkTables, maxNumber, ratingsBulkTable, type DbOrTrx } from '@stay/server/seeding';
import type { LargeWorld } from './seed-large-stays';

const HOUR = 60 * 60_000;
const DAY_MS = 24 * HOUR;

/** Scores lean high, as guests' ratings do. */
const scoreOf = (roll: number) => (roll < 0.45 ? 5 : roll < 0.8 ? 4 : roll < 0.92 ? 3 : roll < 0.97 ? 2 : 1);

export interface LargeFeedbackCounts {
  complaints: number;
  notes: number;
  ratings: number;
}

/** Complaints on stays that have started (resolved once the stay is over) with staff notes. */
async function seedComplaints(trx: DbOrTrx, counts: LargeCounts, world: LargeWorld): Promise<{ complaints: number; notes: number }> {
  const { random, clock } = world;
  const started = world.stays.filter((stay) => stay.startMs < clock.nowMs);
  const complaints = new BulkWriter(trx, complaintBulkTables.complaints);
  const notes = new BulkWriter(trx, complaintBulkTables.notes);
  const noteRows: (string | number | null)[][] = [];
  let complaintNmbr = await maxNumber(trx, complaintBulkTables.complaints);
  let noteNmbr = await maxNumber(trx, complaintBulkTables.notes);
  const chosen = started.length === 0 ? [] : Array.from({ length: counts.complaints }, () => started[Math.floor(random() * started.length)]!);
  chosen.sort((a, b) => a.startMs - b.startMs);
  for (const stay of chosen) {
    const park = world.staff.get(stay.locationId)!;
    const handler = pick(random, park.support.length > 0 ? park.support : park.all);
    const creator = pick(random, park.all);
    const reviewer = pick(random, park.support.length > 0 ? park.support : park.all);
    const lastMs = Math.min(stay.endMs, clock.nowMs - HOUR);
    const createdMs = Math.max(stay.startMs + HOUR, Math.floor(stay.startMs + random() * (lastMs - stay.startMs)));
    const isOver = stay.endMs < clock.nowMs;
    const state = isOver ? (random() < 0.9 ? COMPLAINT_STATE.resolved : COMPLAINT_STATE.inProgress) : random() < 0.5 ? COMPLAINT_STATE.new : COMPLAINT_STATE.inProgress;
    const assigned = state === COMPLAINT_STATE.new ? (random() < 0.2 ? 'N' : '') : 'J';
    const reviewedAt = assigned === '' ? null : iso(Math.min(createdMs + randomInt(random, 1, 12) * HOUR, clock.nowMs - 1));
    const resolvedAt = state === COMPLAINT_STATE.resolved ? iso(Math.min(createdMs + randomInt(random, 2, 48) * HOUR, clock.nowMs - 1)) : null;
    const { kind, subject } = pick(random, COMPLAINT_SUBJECTS);
    const created = iso(createdMs);
    complaintNmbr += 1;
    await complaints.add([
      complaintNmbr, stay.locationId, stay.id, subject, state, assigned, random() < 0.8 ? 'NORMAL' : 'HIGH', kind, handler.workgroup, handler.id,
      creator.id, reviewedAt ? reviewer.id : null, reviewedAt, resolvedAt ? handler.id : null, resolvedAt, calendarDayIn(created, LARGE_TIME_ZONE),
      created, resolvedAt ?? reviewedAt ?? created,
    ]);
    for (let index = 0, count = randomInt(random, 1, 3); index < count; index += 1) {
      noteNmbr += 1;
      noteRows.push([noteNmbr, complaintNmbr, pick(random, COMPLAINT_NOTES), handler.id, iso(Math.min(createdMs + (index + 1) * HOUR, clock.nowMs - 1))]);
    }
  }
  await complaints.flush();
  for (const row of noteRows) await notes.add(row);
  await notes.flush();
  return { complaints: complaints.written, notes: notes.written };
}

/** Ratings of ended, linked stays: the stay always, the guide when there was one, the app now and then. */
async function seedRatings(trx: DbOrTrx, world: LargeWorld): Promise<number> {
  const { random, clock } = world;
  const ratings = new BulkWriter(trx, ratingsBulkTable);
  for (const stay of world.stays) {
    const guest = stay.guest;
    const ratedMs = stay.endMs + DAY_MS + randomInt(random, 0, 9) * HOUR;
    if (!guest || ratedMs >= clock.nowMs || random() >= RATED_SHARE) continue;
    const rated = iso(ratedMs);
    const given = [
      ['stay', null],
      ...(stay.guideId ? [['guide', stay.guideId] as const] : []),
      ...(random() < 0.5 ? [['app', null] as const] : []),
    ] as const;
    for (const [label, guideId] of given) {
      const comment = random() < 0.3 ? pick(random, RATING_COMMENTS) : null;
      await ratings.add([`large-rating-${stay.id}-${label}`, stay.id, guest.id, label, guideId, scoreOf(random()), comment, rated, rated]);
    }
  }
  await ratings.flush();
  return ratings.written;
}

export async function seedLargeFeedback(trx: DbOrTrx, counts: LargeCounts, world: LargeWorld): Promise<LargeFeedbackCounts> {
  const { complaints, notes } = await seedComplaints(trx, counts, world);
  return { complaints, notes, ratings: await seedRatings(trx, world) };
}
