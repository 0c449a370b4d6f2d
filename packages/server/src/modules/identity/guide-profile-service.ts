import type { FastifyRequest } from 'fastify';
import type { EditableGuideProfile, GuideProfileUpdateBody } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import type { UploadGuard } from '../../storage/upload-guard';
import { ensureGuideProfile, findGuide, findGuidesAt, updateGuideProfile, type GuideRecord } from './guide-profiles-repository';
import { toEditableGuideProfile } from './guide-to-wire';
import type { ProfileImageStorage } from './profile-image-storage';
import { storeProfilePicture } from './profile-picture-upload';

const definedOnly = <T extends object>(changes: T): T =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as T;

/**
 * Guide profiles as guests see them when choosing a guide, kept by the guide (their own only) and by management (every
 * guide of their location; management without a location: every guide). Other roles are refused.
 */
export function createGuideProfileService({ db, images, uploads }: { db: Db; images: ProfileImageStorage; uploads: UploadGuard }) {
  async function editableGuide(staff: StaffCaller, guideId: string): Promise<GuideRecord> {
    if (staff.role === 'GUIDE') {
      if (guideId !== staff.id) throw new AppError('UNAUTHORIZED', '_id: guides edit only their own profile');
    } else if (staff.role !== 'MANAGEMENT') {
      throw new AppError('UNAUTHORIZED');
    }
    const guide = await findGuide(db, guideId);
    if (!guide || (staff.locationId !== null && guide.locationId !== staff.locationId)) throw new AppError('GUIDE_NOT_FOUND');
    return guide;
  }

  async function reloaded(guideId: string): Promise<EditableGuideProfile> {
    const guide = await findGuide(db, guideId);
    if (!guide) throw new AppError('GUIDE_NOT_FOUND');
    return toEditableGuideProfile(guide);
  }

  return {
    async list(staff: StaffCaller): Promise<EditableGuideProfile[]> {
      if (staff.role === 'GUIDE') return [toEditableGuideProfile(await editableGuide(staff, staff.id))];
      if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
      return (await findGuidesAt(db, staff.locationId)).map(toEditableGuideProfile);
    },

    async get(staff: StaffCaller, guideId: string): Promise<EditableGuideProfile> {
      return toEditableGuideProfile(await editableGuide(staff, guideId));
    },

    async update(staff: StaffCaller, guideId: string, body: GuideProfileUpdateBody): Promise<EditableGuideProfile> {
      await editableGuide(staff, guideId);
      await db.transaction().execute(async (trx) => {
        await ensureGuideProfile(trx, guideId);
        await updateGuideProfile(
          trx,
          guideId,
          definedOnly({
            bio: body.bio,
            bio_nl: body.bioNl,
            bio_de: body.bioDe,
            bio_fr: body.bioFr,
            languages: body.languages && JSON.stringify(body.languages),
            tags: body.tags && JSON.stringify(body.tags),
          }),
        );
      });
      return reloaded(guideId);
    },

    /** The photo becomes the guide's profile picture (the same the staff profile shows); the sender's upload budget pays. */
    async uploadPhoto(staff: StaffCaller, guideId: string, request: FastifyRequest, now: Date): Promise<EditableGuideProfile> {
      await editableGuide(staff, guideId);
      await ensureGuideProfile(db, guideId);
      await storeProfilePicture({ db, images, uploads, request, payer: staff, owner: { kind: 'employee', id: guideId }, now });
      return reloaded(guideId);
    },
  };
}

export type GuideProfileService = ReturnType<typeof createGuideProfileService>;
