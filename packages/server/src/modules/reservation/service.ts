import type { FoundReply, Reservation, ReservationCheckMode } from '@stay/contract';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../security/access-tokens';
import { assertCheckAllowed, recordFailedCheck } from './check-throttle';
import type { Clock } from './clock';
import { findGuestsOf } from './guests-repository';
import {
  assertNotEnded,
  findCurrentReservation,
  guestPersonOf,
  requireCurrentReservation,
  requireOwnReservation,
  type GuestPerson,
} from './guest-access';
import { findLiveInvitesFor } from './invite-repository';
import { loadReservationView } from './load-view';
import { proveReservation } from './proof';
import { findReservationById, findReservationsOfPerson, updateReservation, type ReservationPatch } from './repository';

export interface ReservationServiceDeps {
  db: Db;
  now: Clock;
}

/** The guest's own reservations (§7 /api/guest/reservation) and the flags a guest may change on the current one. */
export function createReservationService({ db, now }: ReservationServiceDeps) {
  /** Applies a change to the current reservation (not after it ended) and answers the updated reservation. */
  async function changeCurrent(auth: AuthContext, patchOf: (at: Date) => ReservationPatch): Promise<Reservation> {
    const at = now();
    const person = await guestPersonOf(db, auth);
    const reservation = await requireCurrentReservation(db, person);
    assertNotEnded(reservation, at);
    await updateReservation(db, reservation.id, patchOf(at));
    return viewOf(person, reservation.id, at);
  }

  async function viewOf(person: GuestPerson, reservationId: string, at: Date): Promise<Reservation> {
    const row = await findReservationById(db, reservationId);
    if (!row) throw new Error(`Reservation ${reservationId} vanished`);
    return loadReservationView(db, row, person.id, at);
  }

  return {
    async current(auth: AuthContext): Promise<Reservation | null> {
      const person = await guestPersonOf(db, auth);
      const reservation = await findCurrentReservation(db, person);
      return reservation ? loadReservationView(db, reservation, person.id, now()) : null;
    },

    async list(auth: AuthContext): Promise<Reservation[]> {
      const person = await guestPersonOf(db, auth);
      const at = now();
      const rows = await findReservationsOfPerson(db, person.id);
      return Promise.all(rows.map((row) => loadReservationView(db, row, person.id, at)));
    },

    async byId(auth: AuthContext, reservationId: string): Promise<Reservation> {
      const person = await guestPersonOf(db, auth);
      const reservation = await requireOwnReservation(db, person, reservationId);
      return loadReservationView(db, reservation, person.id, now());
    },

    /** FOUND when the number has this check value; wrong guesses are counted and throttled. */
    async check(auth: AuthContext, reservationNumber: string, mode: ReservationCheckMode, checkValue: string): Promise<FoundReply> {
      const at = now();
      const subject = { accountId: auth.accountId, reservationNumber };
      await assertCheckAllowed(db, subject, at);
      const reservation = await proveReservation(db, reservationNumber, mode, checkValue);
      if (reservation) return { message: 'FOUND' };
      await recordFailedCheck(db, subject, at);
      return { message: 'NOT_FOUND' };
    },

    /** FOUND when the email is already a guest of, or has a live invite to, the current reservation. */
    async checkMail(auth: AuthContext, email: string): Promise<FoundReply> {
      const person = await guestPersonOf(db, auth);
      const reservation = await requireCurrentReservation(db, person);
      const at = now().toISOString();
      const [guests, invites] = await Promise.all([findGuestsOf(db, reservation.id), findLiveInvitesFor(db, reservation.id, email)]);
      const isGuest = guests.some((guest) => guest.email === email);
      const isInvited = invites.some((invite) => invite.accepted_at === null && invite.expires_at > at);
      return { message: isGuest || isInvited ? 'FOUND' : 'NOT_FOUND' };
    },

    disableDemo: (auth: AuthContext) => changeCurrent(auth, () => ({ demo_mode: 0 })),

    disableGuideRating: (auth: AuthContext) => changeCurrent(auth, () => ({ guide_rating_disabled: 1 })),

    leaveGuide: (auth: AuthContext) => changeCurrent(auth, () => ({ guide_employee_id: null, guide_selection_timestamp: null })),

    /** Used by other modules (guide selection) to answer the updated current reservation. */
    viewOf,
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;
