import { randomUUID } from 'node:crypto';
import { INVITE_TTL_DAYS, type Invite } from '@stay/contract';
import type { MailPort } from '../../platform/mail/port';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { generateOpaqueToken, sha256Hex } from '../../security/opaque-tokens';
import { clearActiveReservationIf, findAccountByEmail, recipientLanguage, accountLanguageOf } from '../identity';
import { assertMainGuest, assertNotEnded, requireCurrentReservation } from './guest-access';
import { deleteGuestLink, findGuestsOf } from './guests-repository';
import { buildInviteMail, inviteLink } from './invite-mail';
import { deleteInvite, findLiveInvitesFor, insertInvite, revokeInvites } from './invite-repository';
import { findSuitesOf, findLocationOf } from './repository';
import { toInvite } from './to-wire';

export interface InviteServiceDeps {
  db: Db;
  mailer: MailPort;
  publicUrl: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invites of extra guests by the main guest (send, revoke). Accepting one is the account's resetReservation. */
export function createInviteService({ db, mailer, publicUrl }: InviteServiceDeps) {
  return {
    /**
     * Stores an invite (only the token's hash), then mails the link. A pending invite for the same email is
     * replaced. When the mail cannot be sent the invite is removed again and MAIL_ERROR answers.
     */
    async send(guest: GuestCaller, at: Date, email: string): Promise<Invite> {
      const reservation = await requireCurrentReservation(db, guest);
      assertNotEnded(reservation, at);
      assertMainGuest(reservation, guest);
      const guests = await findGuestsOf(db, reservation.id);
      if (guests.some((guest) => guest.email === email)) {
        throw new AppError('INVALID_INPUT', 'email: already a guest of this reservation');
      }

      const token = generateOpaqueToken();
      const row = {
        id: randomUUID(),
        reservation_id: reservation.id,
        email,
        token_hash: sha256Hex(token),
        invited_by_person_id: guest.id,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString(),
        accepted_at: null,
        accepted_by_person_id: null,
        revoked_at: null,
      };
      await db.transaction().execute(async (trx) => {
        const pending = (await findLiveInvitesFor(trx, reservation.id, email)).filter((invite) => invite.accepted_at === null);
        await revokeInvites(trx, pending.map((invite) => invite.id), row.created_at);
        await insertInvite(trx, row);
      });

      const [location, suites, invitee] = await Promise.all([
        findLocationOf(db, reservation),
        findSuitesOf(db, reservation.id),
        findAccountByEmail(db, email),
      ]);
      const mail = buildInviteMail({
        to: email,
        language: invitee ? accountLanguageOf(invitee) : await recipientLanguage(db, { kind: 'person', id: guest.id }),
        inviterFirstname: guest.firstname,
        suiteName: suites[0]?.name ?? reservation.accommodation_name ?? '',
        startDateTime: reservation.start_date_time,
        endDateTime: reservation.end_date_time,
        timeZone: location.timeZone,
        link: inviteLink(publicUrl, reservation.id, token),
        expiresAt: row.expires_at,
        token,
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        await deleteInvite(db, row.id);
        throw error instanceof AppError ? error : new AppError('MAIL_ERROR');
      }
      return toInvite(row, at);
    },

    /** Revokes the invites for an email; an invitee who accepted is taken off the reservation. */
    async revoke(guest: GuestCaller, now: Date, email: string): Promise<{ message: 'REVOKED' | 'NOT_FOUND' }> {
      const at = now.toISOString();
      const reservation = await requireCurrentReservation(db, guest);
      assertMainGuest(reservation, guest);
      return db.transaction().execute(async (trx) => {
        const invites = await findLiveInvitesFor(trx, reservation.id, email);
        if (invites.length === 0) return { message: 'NOT_FOUND' as const };
        await revokeInvites(trx, invites.map((invite) => invite.id), at);
        for (const invite of invites) {
          const invitee = invite.accepted_by_person_id;
          if (!invitee || invitee === reservation.main_person_id) continue;
          await deleteGuestLink(trx, reservation.id, invitee);
          await clearActiveReservationIf(trx, invitee, reservation.id);
        }
        return { message: 'REVOKED' as const };
      });
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
