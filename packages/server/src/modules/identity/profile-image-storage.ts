import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PROFILE_AVATAR_MAX_SIZE, profileImageFilenameSchema } from '@stay/contract';
import { AppError } from '../../errors';
import { IMAGE_MAX_PIXELS } from '../../storage/reencode-image';
import { IMAGE_SIGNATURES } from '../../storage/save-upload';

/** Profile pictures are accepted as PNG, JPEG or WebP only, recognised by their first bytes. */
const ACCEPTED = IMAGE_SIGNATURES.filter((signature) => signature.mimetype !== 'image/gif');

/**
 * Profile pictures under `${root}/<32 hex>.webp`, outside the web root. Every upload is decoded and re-encoded
 * (resized to fit PROFILE_AVATAR_MAX_SIZE, metadata dropped), so only our own WebP output is ever served.
 */
export function createProfileImageStorage(root: string) {
  const absoluteRoot = path.resolve(root);

  function fileOf(filename: string): string {
    if (!profileImageFilenameSchema.safeParse(filename).success) throw new AppError('PROFILE_IMAGE_NOT_FOUND');
    return path.join(absoluteRoot, filename);
  }

  return {
    /** Checks the bytes are a PNG, JPEG or WebP image, re-encodes it and stores it under a new name; answers name and size. */
    async save(upload: Buffer): Promise<{ filename: string; size: number }> {
      if (!ACCEPTED.some((signature) => signature.matches(upload.subarray(0, 16)))) throw new AppError('INVALID_IMAGE');
      let image: Buffer;
      try {
        image = await sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS })
          .rotate()
          .resize(PROFILE_AVATAR_MAX_SIZE, PROFILE_AVATAR_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('INVALID_IMAGE');
      }
      await mkdir(absoluteRoot, { recursive: true });
      const filename = `${randomBytes(16).toString('hex')}.webp`;
      const temporary = path.join(absoluteRoot, `.upload-${randomBytes(8).toString('hex')}`);
      await writeFile(temporary, image, { mode: 0o600, flag: 'wx' });
      await rename(temporary, fileOf(filename));
      return { filename, size: image.length };
    },

    /** Opens a stored picture; PROFILE_IMAGE_NOT_FOUND when there is none by that name. */
    async open(filename: string): Promise<ReadStream> {
      const stream = createReadStream(fileOf(filename));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new AppError('PROFILE_IMAGE_NOT_FOUND')));
      });
      return stream;
    },

    async remove(filename: string | null): Promise<void> {
      if (filename === null) return;
      await rm(fileOf(filename), { force: true });
    },
  };
}

export type ProfileImageStorage = ReturnType<typeof createProfileImageStorage>;
