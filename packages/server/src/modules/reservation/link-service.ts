import { hasEnded, type LinkReservationBody, type Reservation } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { sha256Hex } from '../../security/opaque-tokens';
import { clearActiveReservationIf, setActiveReservation } from '../identity';
import { linkMainGuest, proveActivation } from './activation';
import { deleteGuestLink, findGuestLink, findGuestsOf, insertGuestLink } from './guests-repository';
import { claimInvite, findInviteByTokenHash } from './invite-repository';
import { loadReservationView } from './load-view';
import { findReservationById, updateReservation, type ReservationRow } from './repository';
import { toReservationTimes } from './to-wire';

const endedAt = (reservation: ReservationRow, at: Date) => hasEnded(toReservationTimes(reservation), at);

/** USER_HAS_ACTIVE_RESERVATION when the guest's current reservation (another one) has not ended yet. */
async function assertNoOtherActiveReservation(db: DbOrTrx, guest: GuestCaller, reservationId: string, at: Date): Promise<void> {
  if (!guest.reservationId || guest.reservationId === reservationId) return;
  const active = await findReservationById(db, guest.reservationId);
  if (active && !endedAt(active, at)) throw new AppError('USER_HAS_ACTIVE_RESERVATION');
}

/**
 * Linking a guest to a reservation: activation as main guest (number + check value), accepting an invite as
 * extra guest, and unlinking. Each link makes the reservation the guest's current one.
 */
export function createReservationLinkService({ db }: { db: Db }) {
  const view = async (reservationId: string, guest: GuestCaller, at: Date): Promise<Reservation> => {
    const row = await findReservationById(db, reservationId);
    if (!row) throw new AppError('RESERVATION_NOT_FOUND');
    return loadReservationView(db, row, guest.id, at);
  };

  return {
    async linkReservation(guest: GuestCaller, ip: string, at: Date, reservationNumber: string, proof: LinkReservationBody): Promise<Reservation> {
      const reservation = await proveActivation(db, { accountId: guest.accountId, ip }, at, reservationNumber, proof, guest.id);
      if (reservation.main_person_id === guest.id) {
        // Activating twice is harmless: make sure it is current again.
        await setActiveReservation(db, guest.id, reservation.id);
        return view(reservation.id, guest, at);
      }
      await assertNoOtherActiveReservation(db, guest, reservation.id, at);
      await db.transaction().execute((trx) => linkMainGuest(trx, reservation.id, guest.id, at));
      return view(reservation.id, guest, at);
    },

    /** Accepts the invite whose token is `resetHash` for reservation `reservationId`. */
    async acceptInvite(guest: GuestCaller, at: Date, reservationId: string, resetHash: string): Promise<Reservation> {
      const invite = await findInviteByTokenHash(db, sha256Hex(resetHash));
      if (!invite || invite.reservation_id !== reservationId || invite.revoked_at !== null) throw new AppError('INVALID_INVITE');
      if (invite.accepted_at !== null) {
        if (invite.accepted_by_person_id !== guest.id) throw new AppError('INVALID_INVITE');
        return view(reservationId, guest, at);
      }
      if (invite.expires_at <= at.toISOString()) throw new AppError('EXPIRED_INVITE');
      const reservation = await findReservationById(db, reservationId);
      if (!reservation) throw new AppError('INVALID_INVITE');
      if (endedAt(reservation, at)) throw new AppError('RESERVATION_ENDED');
      await assertNoOtherActiveReservation(db, guest, reservation.id, at);
      const isAlreadyGuest = (await findGuestLink(db, reservation.id, guest.id)) !== undefined;

      await db.transaction().execute(async (trx) => {
        if (!(await claimInvite(trx, invite.id, guest.id, at.toISOString()))) throw new AppError('INVALID_INVITE');
        if (!isAlreadyGuest) {
          await insertGuestLink(trx, { reservationId: reservation.id, guestId: guest.id, isMain: false, joinedAt: at.toISOString() });
        }
        await setActiveReservation(trx, guest.id, reservation.id);
      });
      return view(reservation.id, guest, at);
    },

    /**
     * Leaves the current reservation; a main guest leaving frees it for activation again. The main guest of a stay
     * that has not ended while other guests are still on it cannot leave (they joined through them):
     * UNLINK_RESERVATION_FAILED, and the app offers to call the provider.
     */
    async unlinkReservation(guest: GuestCaller, at: Date): Promise<{ message: 'UNLINKED' }> {
      const reservationId = guest.reservationId;
      if (!reservationId) throw new AppError('RESERVATION_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        const reservation = await findReservationById(trx, reservationId);
        if (reservation?.main_person_id === guest.id && !endedAt(reservation, at)) {
          const others = (await findGuestsOf(trx, reservationId)).filter((other) => other.id !== guest.id);
          if (others.length > 0) throw new AppError('UNLINK_RESERVATION_FAILED');
        }
        await deleteGuestLink(trx, reservationId, guest.id);
        await clearActiveReservationIf(trx, guest.id, reservationId);
        if (reservation?.main_person_id === guest.id) await updateReservation(trx, reservationId, { main_person_id: null });
      });
      return { message: 'UNLINKED' };
    },
  };
}

export type ReservationLinkService = ReturnType<typeof createReservationLinkService>;
