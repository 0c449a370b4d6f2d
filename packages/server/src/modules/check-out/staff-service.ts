import {
  addCalendarDays,
  calendarDayIn,
  departureOf,
  housekeepingStateOf,
  isLateCheckout,
  startOfDateIn,
  suiteFreeAt,
  type CheckOutSettings,
  type DoorKey,
  type HousekeepingItem,
  type HousekeepingList,
  type HousekeepingUpdateBody,
  type LockStatus,
  type StayStatus,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { findDoorKeys, type DoorKeyWithGuest } from '../door-access';
import { configuredDeactivationTime } from '../reservation';
import { findCheckOuts, type CheckOutRow } from './check-out-repository';
import {
  findCleaningNotes,
  findHousekeepingDays,
  findStayByNumber,
  findStaysOverlapping,
  findSuiteAt,
  saveHousekeepingDay,
  type HousekeepingDayRow,
  type StayRow,
} from './day-repository';
import type { StayEvents } from './events';
import { loadCheckOutSettings, saveCheckOutSettings } from './settings-repository';
import { timeZoneOf } from './stay-facts';

const LOCK_STATUSES: readonly LockStatus[] = ['ok', 'jammed', 'unavailable', 'unknown'];

const toDoorKey = (row: DoorKeyWithGuest): DoorKey => ({
  guestId: row.person_id,
  firstname: row.firstname,
  surname: row.surname,
  activatedAt: row.activated_at,
  firstUsedAt: row.first_used_at,
  lastUsedAt: row.last_used_at,
  failedAttempts: row.failed_attempts,
  lockStatus: LOCK_STATUSES.includes(row.lock_status as LockStatus) ? (row.lock_status as LockStatus) : 'unknown',
});

const dayKey = (suiteId: string, day: string) => `${suiteId}|${day}`;

/** The housekeeping of a location's day, the stay status of its bookings, and management's check-out settings. */
export function createStaffCheckOutService({ db, events }: { db: Db; events: StayEvents }) {
  function assertManagement(staff: StaffCaller): string {
    if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED', 'Only management changes the check-out settings');
    if (staff.locationId === null) throw new AppError('LOCATION_NOT_FOUND');
    return staff.locationId;
  }

  async function statusesOf(stays: readonly StayRow[], timeZone: string): Promise<StayStatus[]> {
    const ids = stays.map((stay) => stay.id);
    const arrivalDays = stays.flatMap((stay) => (stay.suite_id ? [{ suiteId: stay.suite_id, day: calendarDayIn(stay.start_date_time, timeZone) }] : []));
    const [checkOuts, keys, days] = await Promise.all([findCheckOuts(db, ids), findDoorKeys(db, ids), findHousekeepingDays(db, arrivalDays)]);
    const checkOutOf = new Map(checkOuts.map((row) => [row.reservation_id, row]));
    const readyOn = new Map(days.map((row) => [dayKey(row.accommodation_id, row.day), row.ready_at !== null]));
    return stays.map((stay) => {
      const stayKeys = keys.filter((key) => key.reservation_id === stay.id).map(toDoorKey);
      return {
        reservationId: stay.id,
        nmbr: stay.reservation_number,
        checkedOutAt: checkOutOf.get(stay.id)?.checked_out_at ?? null,
        isInHouse: stayKeys.some((key) => key.firstUsedAt !== null),
        isSuiteReady: stay.suite_id ? (readyOn.get(dayKey(stay.suite_id, calendarDayIn(stay.start_date_time, timeZone))) ?? false) : null,
        keys: stayKeys,
      };
    });
  }

  /** When the guest leaves: with a late checkout (§4: the deactivation at the location's late time) the suite is theirs until then. */
  function leavingTimeOf(stay: StayRow, timeZone: string, lateCheckoutTime: string | null): string {
    const times = { status: 1, startDateTime: stay.start_date_time, endDateTime: stay.end_date_time, controlsDeactivationDateTime: stay.controls_deactivation_date_time };
    return departureOf(times, isLateCheckout(times, timeZone, lateCheckoutTime));
  }

  function toItem(
    suite: { id: string; name: string },
    leaving: { stay: StayRow; departure: string } | undefined,
    arriving: StayRow | undefined,
    checkOut: CheckOutRow | undefined,
    day: HousekeepingDayRow | undefined,
    notes: string[],
    now: Date,
  ): HousekeepingItem {
    const times = { checkedOutAt: checkOut?.checked_out_at ?? null, departure: leaving?.departure ?? null, arrival: arriving?.start_date_time ?? null };
    const readyAt = day?.ready_at ?? null;
    return {
      suite: { _id: suite.id, name: suite.name },
      departure: leaving ? { nmbr: leaving.stay.reservation_number, departure: leaving.departure, checkedOutAt: times.checkedOutAt } : null,
      arrival: arriving
        ? { nmbr: arriving.reservation_number, startDateTime: arriving.start_date_time, mainGuest: { firstname: arriving.main_guest_firstname, surname: arriving.main_guest_surname } }
        : null,
      freeAt: suiteFreeAt(times),
      readyBy: times.arrival,
      state: housekeepingStateOf(times, now, readyAt),
      readyAt,
      expectedReadyAt: readyAt === null ? (day?.expected_ready_at ?? null) : null,
      notes,
    };
  }

  async function housekeepingOf(locationId: string | null, date: string, timeZone: string, now: Date, onlySuiteId?: string): Promise<HousekeepingItem[]> {
    const from = startOfDateIn(date, timeZone);
    const to = startOfDateIn(addCalendarDays(date, 1), timeZone);
    const stays = (await findStaysOverlapping(db, locationId, from, to)).filter((stay) => stay.suite_id !== null && (onlySuiteId === undefined || stay.suite_id === onlySuiteId));
    const inDay = (instant: string) => instant >= from.toISOString() && instant < to.toISOString();
    const [checkOutRows, lateCheckoutTime] = await Promise.all([findCheckOuts(db, stays.map((stay) => stay.id)), configuredDeactivationTime(db, locationId)]);
    const checkOuts = new Map(checkOutRows.map((row) => [row.reservation_id, row]));
    const leavingBySuite = new Map<string, StayRow>();
    const arrivingBySuite = new Map<string, StayRow>();
    for (const stay of stays) {
      const suiteId = stay.suite_id as string;
      const checkedOut = checkOuts.get(stay.id)?.checked_out_at;
      if (inDay(stay.end_date_time) || (checkedOut !== undefined && inDay(checkedOut))) leavingBySuite.set(suiteId, stay);
      if (inDay(stay.start_date_time)) arrivingBySuite.set(suiteId, stay);
    }
    const suiteIds = [...new Set([...leavingBySuite.keys(), ...arrivingBySuite.keys()])];
    const [days, notes] = await Promise.all([
      findHousekeepingDays(db, suiteIds.map((suiteId) => ({ suiteId, day: date }))),
      findCleaningNotes(db, [...leavingBySuite.values()].map((stay) => stay.id)),
    ]);
    const dayOf = new Map(days.map((row) => [row.accommodation_id, row]));
    const items = suiteIds.map((suiteId) => {
      const leaving = leavingBySuite.get(suiteId);
      const arriving = arrivingBySuite.get(suiteId);
      const named = (leaving ?? arriving) as StayRow;
      const leavingAt = leaving ? { stay: leaving, departure: leavingTimeOf(leaving, timeZone, lateCheckoutTime) } : undefined;
      return toItem({ id: suiteId, name: named.suite_name ?? '' }, leavingAt, arriving, leaving ? checkOuts.get(leaving.id) : undefined, dayOf.get(suiteId), leaving ? (notes.get(leaving.id) ?? []) : [], now);
    });
    // Arrivals first, by arrival time; then the suites nobody arrives in, by name.
    return items.sort((a, b) => (a.readyBy ?? '\uffff').localeCompare(b.readyBy ?? '\uffff') || a.suite.name.localeCompare(b.suite.name));
  }

  return {
    async settings(staff: StaffCaller): Promise<CheckOutSettings> {
      return loadCheckOutSettings(db, assertManagement(staff));
    },

    async saveSettings(staff: StaffCaller, now: Date, settings: CheckOutSettings): Promise<CheckOutSettings> {
      const locationId = assertManagement(staff);
      await saveCheckOutSettings(db, locationId, settings, now);
      return loadCheckOutSettings(db, locationId);
    },

    async housekeeping(staff: StaffCaller, now: Date, date: string | undefined): Promise<HousekeepingList> {
      const timeZone = await timeZoneOf(db, staff.locationId);
      const day = date ?? calendarDayIn(now, timeZone);
      return { date: day, timeZone, items: await housekeepingOf(staff.locationId, day, timeZone, now) };
    },

    async updateHousekeeping(staff: StaffCaller, now: Date, suiteId: string, body: HousekeepingUpdateBody): Promise<HousekeepingItem> {
      const suite = await findSuiteAt(db, suiteId, staff.locationId);
      if (!suite) throw new AppError('ACCOMMODATION_NOT_FOUND');
      await saveHousekeepingDay(db, {
        accommodation_id: suite.id,
        day: body.date,
        ready_at: body.isReady ? now.toISOString() : null,
        expected_ready_at: body.isReady ? null : body.expectedReadyAt ? new Date(body.expectedReadyAt).toISOString() : null,
        employee_id: staff.id,
        updated_at: now.toISOString(),
      });
      const timeZone = await timeZoneOf(db, suite.location_id);
      const [item] = await housekeepingOf(suite.location_id, body.date, timeZone, now, suite.id);
      const answer = item ?? toItem(suite, undefined, undefined, undefined, (await findHousekeepingDays(db, [{ suiteId: suite.id, day: body.date }]))[0], [], now);
      await events.updated('suite-ready', { locationId: suite.location_id, reservationId: null, suiteId: suite.id });
      return answer;
    },

    async today(staff: StaffCaller, now: Date): Promise<StayStatus[]> {
      const timeZone = await timeZoneOf(db, staff.locationId);
      const today = calendarDayIn(now, timeZone);
      const stays = await findStaysOverlapping(db, staff.locationId, startOfDateIn(today, timeZone), startOfDateIn(addCalendarDays(today, 1), timeZone));
      return statusesOf(stays, timeZone);
    },

    async get(staff: StaffCaller, nmbr: string): Promise<StayStatus> {
      const stay = await findStayByNumber(db, nmbr);
      if (!stay || (staff.locationId !== null && stay.location_id !== staff.locationId)) throw new AppError('RESERVATION_NOT_FOUND');
      const [status] = await statusesOf([stay], await timeZoneOf(db, stay.location_id));
      return status as StayStatus;
    },
  };
}

export type StaffCheckOutService = ReturnType<typeof createStaffCheckOutService>;
