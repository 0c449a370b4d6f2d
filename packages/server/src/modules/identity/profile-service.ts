import type { FastifyRequest } from 'fastify';
import {
  type Staff,
  type StaffProfileUpdateBody,
  type Guest,
  type GuestProfileUpdateBody,
  type NewsletterReply,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller, GuestCaller, StaffCaller } from '../../http/caller';
import type { UploadGuard } from '../../storage/upload-guard';
import { setAccountLanguage } from './account-writes';
import { loadIdentity } from './load-identity';
import type { ProfileImageStorage } from './profile-image-storage';
import { storeProfilePicture } from './profile-picture-upload';
import { updateStaff, updateGuestRow } from './profile-repository';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
const definedOnly = <T extends object>(changes: T): T =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as T;

/** The caller's own profile: changes, newsletter and picture. Every call acts on the caller only. */
export function createProfileService({ db, images, uploads }: { db: Db; images: ProfileImageStorage; uploads: UploadGuard }) {
  async function reload(accountId: string) {
    const loaded = await loadIdentity(db, accountId);
    if (!loaded) throw new AppError('SESSION_NOT_FOUND');
    return loaded.identity;
  }
  const guestOf = async (caller: Caller): Promise<Guest> => {
    const { guest } = await reload(caller.accountId);
    if (!guest) throw new AppError('SESSION_NOT_FOUND');
    return guest;
  };
  const staffOf = async (caller: Caller): Promise<Staff> => {
    const { employee: staff } = await reload(caller.accountId);
    if (!staff) throw new AppError('SESSION_NOT_FOUND');
    return staff;
  };

  const storeAvatar = (caller: Caller, request: FastifyRequest, now: Date) =>
    storeProfilePicture({ db, images, uploads, request, payer: caller, owner: { kind: caller.kind, id: caller.id }, now });

  return {
    async updateGuest(caller: GuestCaller, body: GuestProfileUpdateBody): Promise<Guest> {
      await db.transaction().execute(async (trx) => {
        await updateGuestRow(
          trx,
          caller.id,
          definedOnly({ firstname: body.firstname, surname: body.surname, cellphone: body.cellphone, subscribed_to_newsletter: flag(body.subscribedToNewsletter) }),
        );
        if (body.language) await setAccountLanguage(trx, caller.accountId, body.language);
      });
      return guestOf(caller);
    },

    /** answerSuggestions is a guide's setting: anyone else sending it is refused (UNAUTHORIZED). */
    async updateStaff(caller: StaffCaller, body: StaffProfileUpdateBody): Promise<Staff> {
      if (body.answerSuggestions !== undefined && caller.role !== 'GUIDE') {
        throw new AppError('UNAUTHORIZED', 'answerSuggestions: only for guides');
      }
      await db.transaction().execute(async (trx) => {
        await updateStaff(
          trx,
          caller.id,
          definedOnly({
            firstname: body.firstname,
            surname: body.surname,
            cellphone: body.cellphone,
            subscribed_to_newsletter: flag(body.subscribedToNewsletter),
            answer_suggestions: flag(body.answerSuggestions),
          }),
        );
        if (body.language) await setAccountLanguage(trx, caller.accountId, body.language);
      });
      return staffOf(caller);
    },

    async setNewsletter(caller: Caller, subscribed: boolean): Promise<NewsletterReply> {
      const value = subscribed ? 1 : 0;
      if (caller.kind === 'person') await updateGuestRow(db, caller.id, { subscribed_to_newsletter: value });
      else await updateStaff(db, caller.id, { subscribed_to_newsletter: value });
      return { subscribedToNewsletter: subscribed };
    },

    /** Stores the guest's picture (see storeAvatar); answers the guest with the new personimage. */
    async uploadGuestAvatar(caller: GuestCaller, request: FastifyRequest, now: Date): Promise<Guest> {
      await storeAvatar(caller, request, now);
      return guestOf(caller);
    },

    /** Stores the staff member's picture (see storeAvatar); answers the staff member with the new personimage. */
    async uploadStaffAvatar(caller: StaffCaller, request: FastifyRequest, now: Date): Promise<Staff> {
      await storeAvatar(caller, request, now);
      return staffOf(caller);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
