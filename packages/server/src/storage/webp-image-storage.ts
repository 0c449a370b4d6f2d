import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ErrorCode } from '@stay/contract';
import { AppError } from '../errors';
import { IMAGE_MAX_PIXELS } from './reencode-image';
import { IMAGE_SIGNATURES } from './save-upload';

/** Pictures are accepted as PNG, JPEG or WebP only, recognised by their first bytes. */
const ACCEPTED = IMAGE_SIGNATURES.filter((signature) => signature.mimetype !== 'image/gif');

interface WebpImageStorageOptions {
  /** The folder, outside the web root; made on the first upload. */
  root: string;
  /** The longest side (and the shortest) a stored picture fits in. */
  maxSize: number;
  /** Whether a name is one this storage could have made; any other is never turned into a path. */
  isFilename: (filename: string) => boolean;
  /** Answered for a name that is not stored (or not one of ours). */
  notFound: ErrorCode;
}

/**
 * Pictures under `${root}/<32 hex>.webp`. Every upload is decoded and re-encoded (turned upright, resized to fit
 * `maxSize`, metadata dropped), so only our own WebP output is ever served.
 */
export function createWebpImageStorage({ root, maxSize, isFilename, notFound }: WebpImageStorageOptions) {
  const absoluteRoot = path.resolve(root);

  function fileOf(filename: string): string {
    if (!isFilename(filename)) throw new AppError(notFound);
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
          .resize(maxSize, maxSize, { fit: 'inside', withoutEnlargement: true })
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

    /** Opens a stored picture; `notFound` when there is none by that name. */
    async open(filename: string): Promise<ReadStream> {
      const stream = createReadStream(fileOf(filename));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new AppError(notFound)));
      });
      return stream;
    },

    async remove(filename: string | null): Promise<void> {
      if (filename === null) return;
      await rm(fileOf(filename), { force: true });
    },
  };
}

export type WebpImageStorage = ReturnType<typeof createWebpImageStorage>;
