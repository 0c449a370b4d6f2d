import type { FastifyRequest } from 'fastify';
import { PROFILE_AVATAR_FIELD, PROFILE_AVATAR_MAX_BYTES } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller } from '../../http/caller';
import { storeSingleFile } from '../../storage/multipart-upload';
import { uploadPayer, type UploadGuard } from '../../storage/upload-guard';
import type { ProfileImageStorage } from './profile-image-storage';
import { findProfileImage, setProfileImage } from './profile-repository';

interface PictureUpload {
  db: Db;
  images: ProfileImageStorage;
  uploads: UploadGuard;
  request: FastifyRequest;
  /** Who sends the picture: the upload counts against their budgets. */
  payer: Caller;
  /** Whose picture it becomes: the payer's own, or (management) a guide's. */
  owner: { kind: 'person' | 'employee'; id: string };
  now: Date;
}

/**
 * Stores the one image of a multipart upload as the owner's picture, within the payer's upload budgets, and deletes
 * the previous file.
 */
export async function storeProfilePicture({ db, images, uploads, request, payer, owner, now }: PictureUpload): Promise<void> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: send multipart/form-data');
  const remove = (stored: { filename: string; size: number }) => images.remove(stored.filename);
  const { filename } = await storeSingleFile(
    request,
    { field: PROFILE_AVATAR_FIELD, limits: { fileSize: PROFILE_AVATAR_MAX_BYTES } },
    (part) =>
      uploads.store(
        uploadPayer(request, payer),
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
  const previous = await findProfileImage(db, owner.kind, owner.id);
  try {
    await db.transaction().execute((trx) => setProfileImage(trx, owner.kind, owner.id, filename));
  } catch (error) {
    await images.remove(filename);
    throw error;
  }
  if (previous !== null && previous !== filename) await images.remove(previous);
}
