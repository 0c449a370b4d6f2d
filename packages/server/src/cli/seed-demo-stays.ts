import { randomUUID } from 'node:crypto';
import type { InsertResult } from 'kysely';
import { daysBefore, normalisePostalCode, startOfDayIn, wallClockTime } from '@stay/contract';
import type { Db, DbOrTrx } from '../db/database';
import { upsertGuideProfile } from '../modules/guide-selection/repository';
import { findQuestionnaire, replaceAnswers, saveQuestionnaire } from '../modules/questionnaire/repository';
import { hashPassword } from '../security/passwords';
import { DEMO_GUEST, DEMO_LOCATION, DEMO_PASSWORD, DEMO_RESERVATION_ID } from './demo-data';
import {
  DEMO_ACCOMMODATIONS,
  DEMO_EXTRA_GUIDES,
  DEMO_GUIDE_PROFILES,
  DEMO_GUIDE_QUESTIONNAIRE,
  DEMO_MAIN_STAY_EXTRAS,
  DEMO_STAYS,
  DEMO_UNLINKED_BOOKING_EMAIL,
  demoPersonIdOf,
  demoReservationIdOf,
  type DemoStay,
} from './seed-demo-stays-data';

export { DEMO_STAY_LOGINS } from './seed-demo-stays-data';

export interface SeedDemoStaysOptions {
  /** A precomputed argon2id hash of the demo password (tests reuse one). */
  passwordHash?: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface DemoStaysCounts {
  accommodations: number;
  reservations: number;
  persons: number;
  accounts: number;
  guides: number;
}

const TIME_ZONE = DEMO_LOCATION.timeZone;

/** The instant at `time` (HH:mm, demo location's wall clock) `days` calendar days from `now`. */
export function demoInstant(now: Date, days: number, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wanted = hours * 60 + minutes;
  const midnight = startOfDayIn(daysBefore(now, -days, TIME_ZONE), TIME_ZONE);
  let instant = new Date(midnight.getTime() + wanted * 60_000);
  // On a daylight-saving day the wall clock is an hour off: correct by the difference.
  const [wallHours = 0, wallMinutes = 0] = wallClockTime(instant, TIME_ZONE).split(':').map(Number);
  const drift = wanted - (wallHours * 60 + wallMinutes);
  if (drift !== 0) instant = new Date(instant.getTime() + drift * 60_000);
  return instant.toISOString();
}

const inserted = (results: InsertResult[]) => results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);

async function setAccommodations(trx: DbOrTrx, reservationId: string, accommodationIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('reservation_accommodations').where('reservation_id', '=', reservationId).execute();
  await trx
    .insertInto('reservation_accommodations')
    .values(accommodationIds.map((accommodationId, position) => ({ reservation_id: reservationId, accommodation_id: accommodationId, position })))
    .execute();
}

async function answerOnce(trx: DbOrTrx, reservationId: string, personId: string, answers: DemoStay['answers'], at: string) {
  if (!answers?.length) return;
  const existing = await trx.selectFrom('questionnaire_answers').select('awnser').where('reservation_id', '=', reservationId).executeTakeFirst();
  if (existing) return;
  await replaceAnswers(trx, { reservationId, questionnaireLabel: DEMO_GUIDE_QUESTIONNAIRE.label, personId, answeredAt: at, entries: answers });
}

async function linkGuest(trx: DbOrTrx, reservationId: string, personId: string, joinedAt: string): Promise<void> {
  await trx
    .insertInto('reservation_guests')
    .values({ reservation_id: reservationId, person_id: personId, is_main: 1, joined_at: joinedAt })
    .onConflict((conflict) => conflict.columns(['reservation_id', 'person_id']).doNothing())
    .execute();
  await trx.updateTable('persons').set({ active_reservation_id: reservationId }).where('id', '=', personId).execute();
}

async function seedGuides(trx: DbOrTrx, passwordHash: string, createdAt: string) {
  const employees = await trx
    .insertInto('employees')
    .values(
      DEMO_EXTRA_GUIDES.map((guide) => ({
        id: guide.id,
        erp_uid: guide.erpUid,
        firstname: guide.firstname,
        surname: guide.surname,
        role: 'GUIDE',
        workgroup: 'Guides',
        location_id: DEMO_LOCATION.id,
        cellphone: guide.cellphone,
        answer_suggestions: 1,
        subscribed_to_newsletter: 0,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const accounts = await trx
    .insertInto('accounts')
    .values(
      DEMO_EXTRA_GUIDES.map((guide) => ({
        id: randomUUID(),
        email: guide.email,
        password_hash: passwordHash,
        email_verified: 1,
        employee_id: guide.id,
        person_id: null,
        reset_hash: null,
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  for (const profile of DEMO_GUIDE_PROFILES) {
    await upsertGuideProfile(trx, { ...profile, languages: [...profile.languages], tags: [...profile.tags], acceptsGuests: true });
  }
  if (!(await findQuestionnaire(trx, DEMO_GUIDE_QUESTIONNAIRE.label))) await saveQuestionnaire(trx, DEMO_GUIDE_QUESTIONNAIRE);
  return { guides: inserted(employees), accounts: inserted(accounts) };
}

/** The foundation's guest@demo.stay keeps their reservation; it gets suite, guide, controls and check values. */
async function extendMainStay(trx: DbOrTrx, now: Date): Promise<void> {
  const reservation = await trx.selectFrom('reservations').select('start_date_time').where('id', '=', DEMO_RESERVATION_ID).executeTakeFirst();
  if (!reservation) return;
  const { deactivation } = DEMO_MAIN_STAY_EXTRAS;
  await trx
    .updateTable('reservations')
    .set({
      controls_activation_date_time: reservation.start_date_time,
      controls_deactivation_date_time: demoInstant(now, deactivation.days, deactivation.time),
      controls_are_active: 1,
      suite_access_has_token: 1,
      guide_employee_id: DEMO_MAIN_STAY_EXTRAS.guideId,
      guide_selection_timestamp: demoInstant(now, -1, '17:30'),
      main_guest_firstname: DEMO_GUEST.firstname,
      main_guest_surname: DEMO_GUEST.surname,
      main_person_id: DEMO_GUEST.id,
      relation_erp_uid: `R-${DEMO_GUEST.erpUid}`,
      relation_name: `${DEMO_GUEST.firstname} ${DEMO_GUEST.surname}`,
      booking_email: DEMO_GUEST.email,
      booking_postal_code: normalisePostalCode(DEMO_MAIN_STAY_EXTRAS.postalCode),
    })
    .where('id', '=', DEMO_RESERVATION_ID)
    .execute();
  await setAccommodations(trx, DEMO_RESERVATION_ID, DEMO_MAIN_STAY_EXTRAS.accommodationIds);
  await linkGuest(trx, DEMO_RESERVATION_ID, DEMO_GUEST.id, now.toISOString());
  await answerOnce(trx, DEMO_RESERVATION_ID, DEMO_GUEST.id, DEMO_MAIN_STAY_EXTRAS.answers, now.toISOString());
}

async function seedStay(trx: DbOrTrx, stay: DemoStay, now: Date, passwordHash: string) {
  const reservationId = demoReservationIdOf(stay.key);
  const personId = demoPersonIdOf(stay.key);
  const isLinked = stay.email !== null;
  const deactivation = stay.deactivation ?? stay.end;
  const dates = {
    status: stay.status,
    start_date_time: demoInstant(now, stay.start.days, stay.start.time),
    end_date_time: demoInstant(now, stay.end.days, stay.end.time),
    controls_activation_date_time: demoInstant(now, stay.start.days, stay.start.time),
    controls_deactivation_date_time: demoInstant(now, deactivation.days, deactivation.time),
    guide_employee_id: stay.guideId,
    guide_selection_timestamp: stay.guideId ? demoInstant(now, stay.start.days, '18:00') : null,
    demo_mode: stay.demoMode ? 1 : 0,
  };
  const reservations = await trx
    .insertInto('reservations')
    .values({
      id: reservationId,
      reservation_number: stay.reservationNumber,
      location_id: DEMO_LOCATION.id,
      accommodation_name: DEMO_ACCOMMODATIONS.find((accommodation) => accommodation.id === stay.accommodationId)?.name ?? null,
      ...dates,
      controls_are_active: 1,
      suite_access_has_token: isLinked ? 1 : 0,
      main_guest_firstname: stay.firstname,
      main_guest_surname: stay.surname,
      main_person_id: null,
      relation_erp_uid: `R-${stay.erpUid}`,
      relation_name: `${stay.firstname} ${stay.surname}`,
      booking_email: stay.email ?? DEMO_UNLINKED_BOOKING_EMAIL,
      booking_postal_code: normalisePostalCode(stay.postalCode),
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(dates))
    .execute();
  await setAccommodations(trx, reservationId, [stay.accommodationId]);
  if (!stay.email) return { reservations: inserted(reservations), persons: 0, accounts: 0 };

  const persons = await trx
    .insertInto('persons')
    .values({
      id: personId,
      erp_uid: stay.erpUid,
      firstname: stay.firstname,
      surname: stay.surname,
      cellphone: null,
      subscribed_to_newsletter: 0,
      active_reservation_id: null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const accounts = await trx
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      email: stay.email,
      password_hash: passwordHash,
      email_verified: 1,
      employee_id: null,
      person_id: personId,
      reset_hash: null,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  await trx.updateTable('reservations').set({ main_person_id: personId }).where('id', '=', reservationId).execute();
  await linkGuest(trx, reservationId, personId, now.toISOString());
  await answerOnce(trx, reservationId, personId, stay.answers, now.toISOString());
  return { reservations: inserted(reservations), persons: inserted(persons), accounts: inserted(accounts) };
}

/**
 * Seeds guests in every reservation state, guides with profiles, the guide questionnaire, and one unlinked
 * reservation to activate. Idempotent: rows that exist are kept, dates move relative to `now`, and the demo
 * guests are linked to their reservations again. Run it after the foundation's seed (it extends guest@demo.stay).
 */
export async function seedDemoStays(db: Db, options: SeedDemoStaysOptions = {}): Promise<DemoStaysCounts> {
  const now = options.now ?? new Date();
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const counts = await db.transaction().execute(async (trx): Promise<DemoStaysCounts> => {
    const accommodations = await trx
      .insertInto('accommodations')
      .values(DEMO_ACCOMMODATIONS.map((accommodation) => ({ ...accommodation, location_id: DEMO_LOCATION.id })))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const totals: DemoStaysCounts = { accommodations: inserted(accommodations), reservations: 0, persons: 0, accounts: 0, guides: 0 };
    const guides = await seedGuides(trx, passwordHash, now.toISOString());
    totals.guides += guides.guides;
    totals.accounts += guides.accounts;
    await extendMainStay(trx, now);
    for (const stay of DEMO_STAYS) {
      const stayCounts = await seedStay(trx, stay, now, passwordHash);
      totals.reservations += stayCounts.reservations;
      totals.persons += stayCounts.persons;
      totals.accounts += stayCounts.accounts;
    }
    return totals;
  });
  const log = options.log ?? console.log;
  log(
    `Demo stays: ${counts.reservations} reservations (dates refreshed), ${counts.persons} guests, ${counts.guides} guides, ` +
      `${counts.accounts} accounts, ${counts.accommodations} accommodations added or updated`,
  );
  return counts;
}

/** How to try activation with the seeded unlinked reservation, or undefined when it is gone or already activated. */
export async function describeDemoActivation(db: DbOrTrx): Promise<string | undefined> {
  const stay = DEMO_STAYS.find((candidate) => candidate.email === null);
  if (!stay) return undefined;
  const row = await db
    .selectFrom('reservations')
    .select(['reservation_number', 'main_person_id'])
    .where('id', '=', demoReservationIdOf(stay.key))
    .executeTakeFirst();
  if (!row || row.main_person_id !== null) return undefined;
  return (
    `Try activation (/activate-reservation): reservation ${row.reservation_number}, ` +
    `check value email ${DEMO_UNLINKED_BOOKING_EMAIL} or postal code ${stay.postalCode}`
  );
}
