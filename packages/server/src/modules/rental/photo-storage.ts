import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { IMAGE_SIGNATURES, saveUpload, type SavedUpload } from '../../storage/save-upload';

export type StoredPhoto = SavedUpload<string>;

const RENTAL_FOLDER = /^[0-9a-f-]{36}$/;

/**
 * Damage photos under `${root}/<rental id>/<generated name>`, outside the web root. Names are generated on saving
 * (32 hex characters + extension); the rental id is a UUID, checked before it becomes a folder.
 */
export function createPhotoStorage(root: string, maxBytes: number) {
  const absoluteRoot = path.resolve(root);
  const folderOf = (rentalId: string) => {
    if (!RENTAL_FOLDER.test(rentalId)) throw new AppError('RENTAL_NOT_FOUND');
    return path.join(absoluteRoot, rentalId);
  };

  return {
    maxBytes,

    /**
     * Streams the photo to a temporary file, checks size and type, then moves it to its generated name; `budgetBytes`
     * is what the uploader's budgets still allow.
     */
    async save(rentalId: string, stream: Readable, isTruncated: () => boolean, budgetBytes: number): Promise<StoredPhoto> {
      const folder = folderOf(rentalId);
      await mkdir(folder, { recursive: true });
      return saveUpload({
        folder,
        stream,
        isTruncated,
        maxBytes,
        budgetBytes,
        signatures: IMAGE_SIGNATURES,
        field: 'photo',
        typesText: 'PNG, JPEG, GIF and WebP images',
        pathOf: (filename) => path.join(folder, filename),
      });
    },

    async remove(rentalId: string, filename: string): Promise<void> {
      if (!/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(filename)) return;
      await rm(path.join(folderOf(rentalId), filename), { force: true });
    },
  };
}

export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
