import { daysBefore, normalisePostalCode, startOfDayIn, wallClockTime } from '@stay/contract';
import {
  type Db,
  type DbOrTrx,
  findAnswersOf,
  findQuestionnaire,
  findReservationById,
  hashActivationCode,
  hashPassword,
  insertSuites,
  insertAccounts,
  insertStaffMembers,
  insertGuest,
  linkMainGuestOnce,
  replaceAnswers,
  replaceReservationSuites,
  saveQuestionnaire,
  setActiveReservation,
  updateReservation,
  upsertGuideProfile,
  upsertReservation,
} from '@stay/server/seeding';
import { DEMO_GUEST, DEMO_LOCATION, DEMO_PASSWORD, DEMO_RESERVATION_ID } from './demo-data';
import {
  DEMO_SUITES,
  DEMO_EXTRA_GUIDES,
  DEMO_GUIDE_PROFILES,
  DEMO_GUIDE_QUESTIONNAIRE,
  DEMO_MAIN_STAY_EXTRAS,
  DEMO_STAYS,
  DEMO_UNLINKED_ACTIVATION_CODE,
  DEMO_UNLINKED_BOOKING_EMAIL,
  demoGuestIdOf,
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
  guests: number;
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

async function answerOnce(trx: DbOrTrx, reservationId: string, guestId: string, answers: DemoStay['answers'], at: string) {
  if (!answers?.length) return;
  if ((await findAnswersOf(trx, reservationId)).length > 0) return;
  await replaceAnswers(trx, { reservationId, questionnaireLabel: DEMO_GUIDE_QUESTIONNAIRE.label, guestId, answeredAt: at, entries: answers });
}

async function linkGuest(trx: DbOrTrx, reservationId: string, guestId: string, joinedAt: string): Promise<void> {
  await linkMainGuestOnce(trx, reservationId, guestId, joinedAt);
  await setActiveReservation(trx, guestId, reservationId);
}

async function seedGuides(trx: DbOrTrx, passwordHash: string, createdAt: string) {
  const guides = DEMO_EXTRA_GUIDES.map((guide) => ({ ...guide, role: 'GUIDE', workgroup: 'Guides' }));
  const staffMembers = await insertStaffMembers(trx, guides, DEMO_LOCATION.id);
  const accounts = await insertAccounts(trx, guides.map((guide) => ({ email: guide.email, staffId: guide.id })), passwordHash, createdAt);
  for (const profile of DEMO_GUIDE_PROFILES) {
    await upsertGuideProfile(trx, { ...profile, languages: [...profile.languages], tags: [...profile.tags], acceptsGuests: true });
  }
  if (!(await findQuestionnaire(trx, DEMO_GUIDE_QUESTIONNAIRE.label))) await saveQuestionnaire(trx, DEMO_GUIDE_QUESTIONNAIRE);
  return { guides: staffMembers, accounts };
}

/** The foundation's guest@demo.stay keeps their reservation; it gets suite, guide, controls and check values. */
async function extendMainStay(trx: DbOrTrx, now: Date): Promise<void> {
  const reservation = await findReservationById(trx, DEMO_RESERVATION_ID);
  if (!reservation) return;
  const { deactivation } = DEMO_MAIN_STAY_EXTRAS;
  await updateReservation(trx, DEMO_RESERVATION_ID, {
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
  });
  await replaceReservationSuites(trx, DEMO_RESERVATION_ID, DEMO_MAIN_STAY_EXTRAS.suiteIds);
  await linkGuest(trx, DEMO_RESERVATION_ID, DEMO_GUEST.id, now.toISOString());
  await answerOnce(trx, DEMO_RESERVATION_ID, DEMO_GUEST.id, DEMO_MAIN_STAY_EXTRAS.answers, now.toISOString());
}

async function seedStay(trx: DbOrTrx, stay: DemoStay, now: Date, passwordHash: string) {
  const reservationId = demoReservationIdOf(stay.key);
  const guestId = demoGuestIdOf(stay.key);
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
    activation_code_hash: isLinked ? null : hashActivationCode(DEMO_UNLINKED_ACTIVATION_CODE),
  };
  const reservations = await upsertReservation(
    trx,
    {
      id: reservationId,
      reservation_number: stay.reservationNumber,
      location_id: DEMO_LOCATION.id,
      accommodation_name: DEMO_SUITES.find((suite) => suite.id === stay.suiteId)?.name ?? null,
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
    },
    dates,
  );
  await replaceReservationSuites(trx, reservationId, [stay.suiteId]);
  if (!stay.email) return { reservations, guests: 0, accounts: 0 };

  const guests = await insertGuest(trx, {
    id: guestId,
    erpUid: stay.erpUid,
    firstname: stay.firstname,
    surname: stay.surname,
    cellphone: null,
    subscribedToNewsletter: false,
    activeReservationId: null,
  });
  const accounts = await insertAccounts(trx, [{ email: stay.email, guestId, language: stay.language }], passwordHash, now.toISOString());
  await updateReservation(trx, reservationId, { main_person_id: guestId });
  await linkGuest(trx, reservationId, guestId, now.toISOString());
  await answerOnce(trx, reservationId, guestId, stay.answers, now.toISOString());
  return { reservations, guests, accounts };
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
    const suites = await insertSuites(trx, DEMO_SUITES, DEMO_LOCATION.id);
    const totals: DemoStaysCounts = { accommodations: suites, reservations: 0, guests: 0, accounts: 0, guides: 0 };
    const guides = await seedGuides(trx, passwordHash, now.toISOString());
    totals.guides += guides.guides;
    totals.accounts += guides.accounts;
    await extendMainStay(trx, now);
    for (const stay of DEMO_STAYS) {
      const stayCounts = await seedStay(trx, stay, now, passwordHash);
      totals.reservations += stayCounts.reservations;
      totals.guests += stayCounts.guests;
      totals.accounts += stayCounts.accounts;
    }
    return totals;
  });
  const log = options.log ?? console.log;
  log(
    `Demo stays: ${counts.reservations} reservations (dates refreshed), ${counts.guests} guests, ${counts.guides} guides, ` +
      `${counts.accounts} accounts, ${counts.accommodations} accommodations added or updated`,
  );
  return counts;
}

/** How to try activation with the seeded unlinked reservation, or undefined when it is gone or already activated. */
export async function describeDemoActivation(db: DbOrTrx): Promise<string | undefined> {
  const stay = DEMO_STAYS.find((candidate) => candidate.email === null);
  if (!stay) return undefined;
  const row = await findReservationById(db, demoReservationIdOf(stay.key));
  if (!row || row.main_person_id !== null) return undefined;
  return (
    `Try activation (/activate-reservation): reservation ${row.reservation_number}, ` +
    `check value email ${DEMO_UNLINKED_BOOKING_EMAIL} or activation code ${DEMO_UNLINKED_ACTIVATION_CODE}`
  );
}
