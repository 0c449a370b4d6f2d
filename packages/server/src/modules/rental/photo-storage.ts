import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors';

/** Photos are recognised by their first bytes, never by the client's claim. */
const IMAGE_SIGNATURES: ReadonlyArray<{ mimetype: string; extension: string; matches: (head: Buffer) => boolean }> = [
  { mimetype: 'image/png', extension: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mimetype: 'image/jpeg', extension: 'jpg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { mimetype: 'image/gif', extension: 'gif', matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')) },
  {
    mimetype: 'image/webp',
    extension: 'webp',
    matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export interface StoredPhoto {
  filename: string;
  mimetype: string;
  size: number;
}

const RENTAL_FOLDER = /^[0-9a-f-]{36}$/;

/**
 * Damage photos under `${root}/<rental id>/<generated name>`, outside the web root. Names are generated here
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

    /** Streams the photo to a temporary file, checks size and type, then moves it to its generated name. */
    async save(rentalId: string, stream: Readable, isTruncated: () => boolean): Promise<StoredPhoto> {
      const folder = folderOf(rentalId);
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.upload-${randomBytes(8).toString('hex')}`);
      const handle = await open(temporary, 'wx', 0o600);
      let size = 0;
      const head: Buffer[] = [];
      let headLength = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `photo: larger than ${maxBytes} bytes`);
          if (headLength < 16) {
            head.push(chunk);
            headLength += chunk.length;
          }
          await handle.write(chunk);
        }
        await handle.close();
        if (isTruncated()) throw new AppError('PAYLOAD_TOO_LARGE', `photo: larger than ${maxBytes} bytes`);
        if (size === 0) throw new AppError('INVALID_INPUT', 'photo: empty');
        const type = IMAGE_SIGNATURES.find((signature) => signature.matches(Buffer.concat(head)));
        if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'photo: only PNG, JPEG, GIF and WebP images');
        const filename = `${randomBytes(16).toString('hex')}.${type.extension}`;
        await rename(temporary, path.join(folder, filename));
        return { filename, mimetype: type.mimetype, size };
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async remove(rentalId: string, filename: string): Promise<void> {
      if (!/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(filename)) return;
      await rm(path.join(folderOf(rentalId), filename), { force: true });
    },
  };
}

export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
