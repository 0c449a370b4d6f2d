import { calendarDayIn, controlsEndAfterCheckOut, DEFAULT_CHECK_OUT_GRACE_MINUTES, DEFAULT_ECO_SETPOINT, SELF_CHECK_OUT_OPENS_AT } from '@stay/contract';
import {
  type Db,
  type DbOrTrx,
  type DoorKeyRow,
  insertGuest,
  linkMainGuestOnce,
  saveCheckOut,
  saveCheckOutSettings,
  saveDoorKey,
  saveHousekeepingDay,
  updateReservation,
} from '@stay/server/seeding';
import { DEMO_LOCATION } from './demo-data';
import { DEMO_BOOKINGS, demoBookingIdOf, demoBookingSuiteIdOf, type DemoBooking } from './seed-demo-bookings-data';
import { GENERATED_STAY_COUNT, GENERATED_SUITES, generatedGuestId, generatedReservationId, generatedStartDaysOf, generatedSuiteIdOf } from './seed-demo-chats-data';
import {
  DEMO_BOOKING_GUESTS,
  DEMO_CHECK_OUT_CHECKLIST,
  DEMO_HOUSEKEEPING,
  DEMO_STAY_DOOR_KEYS,
  generatedStayDoorKey,
  type DemoDoorKey,
  type DemoMoment,
} from './seed-demo-door-keys-data';
import { DEMO_STAY_TIMES } from './demo-stay-times';
import { demoInstant } from './seed-demo-stays';
import { DEMO_STAYS, demoGuestIdOf, demoReservationIdOf } from './seed-demo-stays-data';

export interface SeedDemoDoorKeysOptions {
  now?: Date;
  log?: (line: string) => void;
}

export interface DemoDoorKeysCounts {
  keys: number;
  checkOuts: number;
  housekeeping: number;
}

const MINUTE = 60_000;
/** Who ticks the demo's suites ready: the housekeeping login. */
const DEMO_HOUSEKEEPER_ID = 'demo-employee-cuber';

const earliest = (...instants: number[]) => new Date(Math.min(...instants)).toISOString();

/** Where a key opens and until when: the stay's controls end bounds its last use. */
interface KeyPlace {
  reservationId: string;
  guestId: string;
  suiteId: string;
  controlsEnd: string;
  checkedOutAt?: string | undefined;
}

/** The key as it stands at `now`: moments still to come are left out (null when the key was not activated yet). */
function doorKeyAt(now: Date, key: DemoDoorKey, place: KeyPlace): DoorKeyRow | null {
  const past = (moment: DemoMoment) => {
    const instant = demoInstant(now, moment.days, moment.time);
    return Date.parse(instant) <= now.getTime() ? instant : null;
  };
  const activatedAt = past(key.activated);
  if (activatedAt === null) return null;
  const firstUsedAt = key.firstUsed ? past(key.firstUsed) : null;
  let lastUsedAt: string | null = null;
  if (firstUsedAt !== null && key.lastUsedMinutesAgo === undefined) lastUsedAt = firstUsedAt;
  else if (firstUsedAt !== null) {
    const wanted = now.getTime() - (key.lastUsedMinutesAgo ?? 0) * MINUTE;
    const bounds = [Date.parse(place.controlsEnd), ...(place.checkedOutAt ? [Date.parse(place.checkedOutAt) - 12 * MINUTE] : [])];
    lastUsedAt = new Date(Math.max(Date.parse(firstUsedAt), Math.min(wanted, ...bounds))).toISOString();
  }
  return {
    reservation_id: place.reservationId,
    person_id: place.guestId,
    accommodation_id: place.suiteId,
    activated_at: activatedAt,
    first_used_at: firstUsedAt,
    last_used_at: lastUsedAt,
    failed_attempts: key.failedAttempts ?? 0,
    lock_status: key.lockStatus ?? 'ok',
  };
}

/** The check-out at `time` today, or just before `now` while that is still to come; none before the check-out opens. */
function checkOutInstant(now: Date, time: string): string | null {
  const wanted = Date.parse(demoInstant(now, 0, time));
  const at = Math.min(wanted, now.getTime() - 10 * MINUTE);
  return at >= Date.parse(demoInstant(now, 0, SELF_CHECK_OUT_OPENS_AT)) ? new Date(at).toISOString() : null;
}

function bookingOf(key: string): DemoBooking {
  const booking = DEMO_BOOKINGS.find((candidate) => candidate.key === key);
  if (!booking) throw new Error(`No demo booking '${key}'`);
  return booking;
}

async function seedBookingGuests(trx: DbOrTrx, now: Date, counts: DemoDoorKeysCounts): Promise<Map<string, string>> {
  const checkedOutSuites = new Map<string, string>();
  for (const guest of DEMO_BOOKING_GUESTS) {
    const booking = bookingOf(guest.booking);
    const reservationId = demoBookingIdOf(booking.key);
    const guestId = `demo-person-booking-${booking.key}`;
    const suiteId = demoBookingSuiteIdOf(booking.suite);
    const deactivation = booking.deactivation ?? booking.end;
    await insertGuest(trx, {
      id: guestId,
      erpUid: `DB${booking.reservationNumber.slice(-3)}`,
      firstname: booking.firstname,
      surname: booking.surname,
      cellphone: null,
      subscribedToNewsletter: false,
      activeReservationId: null,
    });
    await linkMainGuestOnce(trx, reservationId, guestId, demoInstant(now, booking.start.days, booking.start.time));
    const checkedOutAt = guest.checkedOutAt === undefined ? null : checkOutInstant(now, guest.checkedOutAt);
    let controlsEnd = demoInstant(now, deactivation.days, deactivation.time);
    if (checkedOutAt !== null) {
      controlsEnd = controlsEndAfterCheckOut(new Date(checkedOutAt), DEFAULT_CHECK_OUT_GRACE_MINUTES, controlsEnd).toISOString();
      await saveCheckOut(trx, { reservation_id: reservationId, person_id: guestId, location_id: DEMO_LOCATION.id, checked_out_at: checkedOutAt, controls_end_at: controlsEnd });
      await updateReservation(trx, reservationId, { controls_deactivation_date_time: controlsEnd });
      checkedOutSuites.set(suiteId, checkedOutAt);
      counts.checkOuts += 1;
    }
    const key = doorKeyAt(now, guest.doorKey, { reservationId, guestId, suiteId, controlsEnd, checkedOutAt: checkedOutAt ?? undefined });
    if (key) {
      await saveDoorKey(trx, key);
      counts.keys += 1;
    }
  }
  return checkedOutSuites;
}

async function seedStayKeys(trx: DbOrTrx, now: Date, counts: DemoDoorKeysCounts): Promise<void> {
  for (const stay of DEMO_STAYS) {
    const doorKey = DEMO_STAY_DOOR_KEYS[stay.key];
    if (!doorKey) continue;
    const deactivation = stay.deactivation ?? stay.end;
    const place = {
      reservationId: demoReservationIdOf(stay.key),
      guestId: demoGuestIdOf(stay.key),
      suiteId: stay.suiteId,
      controlsEnd: demoInstant(now, deactivation.days, deactivation.time),
    };
    const key = doorKeyAt(now, doorKey, place);
    if (key) {
      await saveDoorKey(trx, key);
      counts.keys += 1;
    }
  }
}

async function seedGeneratedStayKeys(trx: DbOrTrx, now: Date, counts: DemoDoorKeysCounts): Promise<void> {
  for (let index = 0; index < GENERATED_STAY_COUNT; index += 1) {
    const startDays = generatedStartDaysOf(index);
    const place = {
      reservationId: generatedReservationId(index),
      guestId: generatedGuestId(index),
      suiteId: generatedSuiteIdOf(GENERATED_SUITES[index % GENERATED_SUITES.length] as string),
      controlsEnd: demoInstant(now, startDays + 3 + (index % 5), DEMO_STAY_TIMES.checkOutTime),
    };
    const key = doorKeyAt(now, generatedStayDoorKey(index, startDays), place);
    if (key) {
      await saveDoorKey(trx, key);
      counts.keys += 1;
    }
  }
}

/** Today's ticks: ready at its time (or just before `now`), not before the morning nor within half an hour of the check-out. */
async function seedHousekeeping(trx: DbOrTrx, now: Date, checkedOutSuites: Map<string, string>, counts: DemoDoorKeysCounts): Promise<void> {
  const day = calendarDayIn(now, DEMO_LOCATION.timeZone);
  for (const tick of DEMO_HOUSEKEEPING) {
    const { suiteId } = tick;
    let readyAt: string | null = null;
    if (tick.readyAt !== undefined) {
      const checkedOut = checkedOutSuites.get(suiteId);
      const notBefore = Math.max(Date.parse(demoInstant(now, 0, '07:00')), checkedOut ? Date.parse(checkedOut) + 30 * MINUTE : 0);
      const at = earliest(Date.parse(demoInstant(now, 0, tick.readyAt)), now.getTime() - 5 * MINUTE);
      readyAt = Date.parse(at) >= notBefore ? at : null;
    }
    const expectedReadyAt = readyAt === null && tick.expectedReadyAt !== undefined ? demoInstant(now, 0, tick.expectedReadyAt) : null;
    if (readyAt === null && expectedReadyAt === null) continue;
    await saveHousekeepingDay(trx, {
      accommodation_id: suiteId,
      day,
      ready_at: readyAt,
      expected_ready_at: expectedReadyAt,
      employee_id: DEMO_HOUSEKEEPER_ID,
      updated_at: readyAt ?? now.toISOString(),
    });
    counts.housekeeping += 1;
  }
}

/**
 * The door keys of the demo's guests (used, only activated, a failed attempt, an offline lock's alert), today's self
 * check-outs and housekeeping ticks, and the park's check-out checklist in four languages, so the arrivals list, the
 * bookings, the housekeeping list and the check-out settings show a park at work. Run it after the bookings. Idempotent:
 * keys, check-outs and ticks move relative to `now`; the demo guest's own key is left for their first unlock.
 */
export async function seedDemoDoorKeys(db: Db, options: SeedDemoDoorKeysOptions = {}): Promise<DemoDoorKeysCounts> {
  const now = options.now ?? new Date();
  const counts = await db.transaction().execute(async (trx) => {
    const seeded: DemoDoorKeysCounts = { keys: 0, checkOuts: 0, housekeeping: 0 };
    await saveCheckOutSettings(trx, DEMO_LOCATION.id, { checklist: [...DEMO_CHECK_OUT_CHECKLIST], ecoSetpoint: DEFAULT_ECO_SETPOINT, graceMinutes: DEFAULT_CHECK_OUT_GRACE_MINUTES }, now);
    await seedStayKeys(trx, now, seeded);
    await seedGeneratedStayKeys(trx, now, seeded);
    const checkedOutSuites = await seedBookingGuests(trx, now, seeded);
    await seedHousekeeping(trx, now, checkedOutSuites, seeded);
    return seeded;
  });
  (options.log ?? console.log)(`Demo door keys: ${counts.keys} keys, ${counts.checkOuts} check-outs today, ${counts.housekeeping} suites ticked in housekeeping, the check-out checklist`);
  return counts;
}
