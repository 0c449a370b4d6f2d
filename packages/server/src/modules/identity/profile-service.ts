import type { FastifyRequest } from 'fastify';
import {
  PROFILE_AVATAR_FIELD,
  PROFILE_AVATAR_MAX_BYTES,
  type Staff,
  type StaffProfileUpdateBody,
  type Guest,
  type GuestProfileUpdateBody,
  type NewsletterReply,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller, GuestCaller, StaffCaller } from '../../http/caller';
import { storeSingleFile } from '../../storage/multipart-upload';
import { uploadPayer, type UploadGuard } from '../../storage/upload-guard';
import { setAccountLanguage } from './account-writes';
import { loadIdentity } from './load-identity';
import type { ProfileImageStorage } from './profile-image-storage';
import { findProfileImage, setProfileImage, updateStaff, updateGuestRow } from './profile-repository';

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

  /**
   * Stores the one image of a multipart upload as the caller's picture, within the caller's upload budgets, and
   * deletes the previous file.
   */
  async function storeAvatar(caller: Caller, request: FastifyRequest, now: Date): Promise<void> {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: send multipart/form-data');
    const remove = (stored: { filename: string; size: number }) => images.remove(stored.filename);
    const { filename } = await storeSingleFile(
      request,
      { field: PROFILE_AVATAR_FIELD, limits: { fileSize: PROFILE_AVATAR_MAX_BYTES } },
      (part) =>
        uploads.store(
          uploadPayer(request, caller),
          now,
          async (budgetBytes) => {
            const upload = await part.toBuffer();
            if (upload.length > budgetBytes) throw new AppError('UPLOAD_BUDGET_EXCEEDED', `${PROFILE_AVATAR_FIELD}: more than your upload budget has left this hour`);
            return images.save(upload);
          },
          remove,
        ),
      remove,
    );
    const previous = await findProfileImage(db, caller.kind, caller.id);
    try {
      await db.transaction().execute((trx) => setProfileImage(trx, caller.kind, caller.id, filename));
    } catch (error) {
      await images.remove(filename);
      throw error;
    }
    if (previous !== null && previous !== filename) await images.remove(previous);
  }

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
