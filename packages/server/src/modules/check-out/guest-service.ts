import {
  calendarDayIn,
  controlsEndAfterCheckOut,
  isSuiteLate,
  selfCheckOutStateOf,
  selfCheckOutWindowOf,
  type AppLanguage,
  type SelfCheckOut,
  type SuiteReadiness,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import type { Devices } from '../../platform/devices/port';
import { findGuestsOf, requireCurrentReservation, toReservationTimes, updateReservation, type ReservationRow } from '../reservation';
import { findSuiteIdsOf } from '../suite';
import { secureSuiteAfterCheckOut } from '../climate';
import { claimCheckOut, findCheckOut, type CheckOutRow } from './check-out-repository';
import { findHousekeepingDays } from './day-repository';
import type { StayEvents } from './events';
import { checklistTextIn, loadCheckOutSettings } from './settings-repository';
import { departureFacts, timeZoneOf } from './stay-facts';

export interface GuestCheckOutDeps {
  db: Db;
  devices: Devices;
  events: StayEvents;
}

/**
 * Self check-out of the guest's current reservation. The server decides: only a guest of the reservation, only from
 * the morning of the departure day until the departure, once (a second call answers the first check-out).
 */
export function createGuestCheckOutService({ db, devices, events }: GuestCheckOutDeps) {
  async function factsOf(reservation: ReservationRow) {
    const timeZone = await timeZoneOf(db, reservation.location_id);
    const times = toReservationTimes(reservation);
    return { timeZone, ...(await departureFacts(db, times, reservation.location_id, timeZone)) };
  }

  async function statusOf(reservation: ReservationRow, checkOut: CheckOutRow | undefined, now: Date, language: AppLanguage): Promise<SelfCheckOut> {
    const [facts, settings] = await Promise.all([factsOf(reservation), loadCheckOutSettings(db, reservation.location_id)]);
    // After a check-out the deactivation is the end of the grace: the departure shown stays the booked one.
    const departure = checkOut ? reservation.end_date_time : facts.departure;
    return {
      state: selfCheckOutStateOf(departure, facts.timeZone, now, checkOut?.checked_out_at ?? null),
      opensAt: selfCheckOutWindowOf(departure, facts.timeZone).opensAt.toISOString(),
      departure,
      lateCheckout: checkOut ? false : facts.lateCheckout,
      checklist: settings.checklist.map((item) => checklistTextIn(item, language)),
      checkedOutAt: checkOut?.checked_out_at ?? null,
      graceMinutes: settings.graceMinutes,
      controlsEndAt: checkOut?.controls_end_at ?? null,
    };
  }

  return {
    async status(guest: GuestCaller, now: Date, lang?: AppLanguage): Promise<SelfCheckOut> {
      const reservation = await requireCurrentReservation(db, guest);
      return statusOf(reservation, await findCheckOut(db, reservation.id), now, lang ?? guest.language);
    },

    async checkOut(guest: GuestCaller, now: Date, confirmed: readonly number[], lang?: AppLanguage): Promise<SelfCheckOut> {
      const language = lang ?? guest.language;
      const reservation = await requireCurrentReservation(db, guest);
      const earlier = await findCheckOut(db, reservation.id);
      if (earlier) return statusOf(reservation, earlier, now, language);
      const facts = await factsOf(reservation);
      if (selfCheckOutStateOf(facts.departure, facts.timeZone, now, null) !== 'open') throw new AppError('CHECK_OUT_NOT_OPEN');
      const settings = await loadCheckOutSettings(db, reservation.location_id);
      if (confirmed.some((index) => index >= settings.checklist.length)) throw new AppError('INVALID_INPUT', 'confirmed: no such checklist item');
      if (new Set(confirmed).size < settings.checklist.length) throw new AppError('CHECK_OUT_CHECKLIST_INCOMPLETE');

      const deactivation = reservation.controls_deactivation_date_time ?? reservation.end_date_time;
      const row: CheckOutRow = {
        reservation_id: reservation.id,
        person_id: guest.id,
        location_id: reservation.location_id,
        checked_out_at: now.toISOString(),
        controls_end_at: controlsEndAfterCheckOut(now, settings.graceMinutes, deactivation).toISOString(),
      };
      const isClaimed = await db.transaction().execute(async (trx) => {
        if (!(await claimCheckOut(trx, row))) return false;
        await updateReservation(trx, reservation.id, { controls_deactivation_date_time: row.controls_end_at });
        return true;
      });
      const stored = isClaimed ? row : await findCheckOut(db, reservation.id);
      if (isClaimed) {
        const [suiteId] = await findSuiteIdsOf(db, [reservation.id]);
        if (suiteId !== undefined) {
          await secureSuiteAfterCheckOut(db, devices, { suiteId, locationId: reservation.location_id, reservationId: reservation.id }, settings.ecoSetpoint, now);
        }
        const guests = await findGuestsOf(db, reservation.id);
        await events.updated('checked-out', {
          locationId: reservation.location_id,
          reservationId: reservation.id,
          suiteId: suiteId ?? null,
          guestIds: guests.map((linked) => linked.id),
        });
      }
      return statusOf(reservation, stored, now, language);
    },

    async suiteReadiness(guest: GuestCaller, now: Date): Promise<SuiteReadiness> {
      const reservation = await requireCurrentReservation(db, guest);
      const [suiteId] = await findSuiteIdsOf(db, [reservation.id]);
      if (suiteId === undefined) return { isReady: true, isLate: false, expectedReadyAt: null };
      const timeZone = await timeZoneOf(db, reservation.location_id);
      const day = calendarDayIn(reservation.start_date_time, timeZone);
      const [housekeeping] = await findHousekeepingDays(db, [{ suiteId, day }]);
      const readyAt = housekeeping?.ready_at ?? null;
      const isLate = isSuiteLate(reservation.start_date_time, now, readyAt, timeZone);
      return { isReady: readyAt !== null, isLate, expectedReadyAt: isLate ? (housekeeping?.expected_ready_at ?? null) : null };
    },
  };
}

export type GuestCheckOutService = ReturnType<typeof createGuestCheckOutService>;
