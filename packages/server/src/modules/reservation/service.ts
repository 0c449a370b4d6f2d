import type { FoundReply, Reservation, ReservationCheckMode } from '@stay/contract';
import type { Db } from '../../db/database';
import type { GuestCaller } from '../../http/caller';
import { assertCheckAllowed, recordFailedCheck, type CheckSubject } from './check-throttle';
import { findGuestsOf } from './guests-repository';
import { assertNotEnded, requireCurrentReservation, requireOwnReservation } from './guest-access';
import { findLiveInvitesFor } from './invite-repository';
import { loadReservationView, readReservationView } from './load-view';
import { proveReservation } from './proof';
import { findReservationById, findReservationsOfGuest, updateReservation, type ReservationPatch } from './repository';

/** The guest's own reservations (/api/guest/reservation) and the flags a guest may change on the current one. */
export function createReservationService({ db }: { db: Db }) {
  /** Applies a change to the current reservation (not after it ended) and answers the updated reservation. */
  async function changeCurrent(guest: GuestCaller, now: Date, patch: ReservationPatch): Promise<Reservation> {
    const reservation = await requireCurrentReservation(db, guest);
    assertNotEnded(reservation, now);
    await updateReservation(db, reservation.id, patch);
    const row = await findReservationById(db, reservation.id);
    if (!row) throw new Error(`Reservation ${reservation.id} vanished`);
    return loadReservationView(db, row, guest.id, now);
  }

  return {
    async current(guest: GuestCaller, now: Date): Promise<Reservation | null> {
      if (!guest.reservationId) return null;
      return (await readReservationView(db, guest.reservationId, guest.id, now)) ?? null;
    },

    async list(guest: GuestCaller, now: Date): Promise<Reservation[]> {
      const rows = await findReservationsOfGuest(db, guest.id);
      return Promise.all(rows.map((row) => loadReservationView(db, row, guest.id, now)));
    },

    async byId(guest: GuestCaller, now: Date, reservationId: string): Promise<Reservation> {
      const reservation = await requireOwnReservation(db, guest, reservationId);
      return loadReservationView(db, reservation, guest.id, now);
    },

    /** FOUND when the number has this check value; wrong guesses are counted and throttled. */
    async check(subject: CheckSubject, now: Date, reservationNumber: string, mode: ReservationCheckMode, checkValue: string): Promise<FoundReply> {
      await assertCheckAllowed(db, subject, now);
      const reservation = await proveReservation(db, reservationNumber, mode, checkValue, now);
      if (reservation) return { message: 'FOUND' };
      await recordFailedCheck(db, subject, now);
      return { message: 'NOT_FOUND' };
    },

    /** FOUND when the email is already a guest of, or has a live invite to, the current reservation. */
    async checkMail(guest: GuestCaller, now: Date, email: string): Promise<FoundReply> {
      const reservation = await requireCurrentReservation(db, guest);
      const at = now.toISOString();
      const [guests, invites] = await Promise.all([findGuestsOf(db, reservation.id), findLiveInvitesFor(db, reservation.id, email)]);
      const isGuest = guests.some((linked) => linked.email === email);
      const isInvited = invites.some((invite) => invite.accepted_at === null && invite.expires_at > at);
      return { message: isGuest || isInvited ? 'FOUND' : 'NOT_FOUND' };
    },

    disableDemo: (guest: GuestCaller, now: Date) => changeCurrent(guest, now, { demo_mode: 0 }),

    disableGuideRating: (guest: GuestCaller, now: Date) => changeCurrent(guest, now, { guide_rating_disabled: 1 }),

    leaveGuide: (guest: GuestCaller, now: Date) => changeCurrent(guest, now, { guide_employee_id: null, guide_selection_timestamp: null }),
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
