import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { IMAGE_SIGNATURES, saveUpload, type SavedUpload } from '../../storage/save-upload';

export type StoredScreenshot = SavedUpload<string>;

/** The names `saveUpload` generates for images: 32 hex characters and the type's extension. */
const SCREENSHOT_FILENAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/**
 * Bug report screenshots as files under `root` (outside the web root), by generated name. The type is read from
 * the file's first bytes, never from the client's claim.
 */
export function createScreenshotStorage(root: string, maxBytes: number) {
  const folder = path.resolve(root);

  function fileOf(filename: string): string {
    if (!SCREENSHOT_FILENAME.test(filename)) throw new AppError('BUG_REPORT_NOT_FOUND', 'Screenshot not found');
    return path.join(folder, filename);
  }

  return {
    maxBytes,

    /** Stores a screenshot; `budgetBytes` is what the sender's upload budgets still allow. */
    async save(stream: Readable, isTruncated: () => boolean, budgetBytes: number): Promise<StoredScreenshot> {
      await mkdir(folder, { recursive: true });
      return saveUpload({
        folder,
        stream,
        isTruncated,
        maxBytes,
        budgetBytes,
        signatures: IMAGE_SIGNATURES,
        field: 'screenshot',
        typesText: 'PNG, JPEG, GIF and WebP images',
        pathOf: fileOf,
      });
    },

    /** Opens a stored screenshot for reading; 404 BUG_REPORT_NOT_FOUND when it is gone. */
    async open(filename: string): Promise<ReadStream> {
      const stream = createReadStream(fileOf(filename));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new AppError('BUG_REPORT_NOT_FOUND', 'Screenshot not found')));
      });
      return stream;
    },

    async remove(filename: string): Promise<void> {
      if (!SCREENSHOT_FILENAME.test(filename)) return;
      await rm(fileOf(filename), { force: true });
    },
  };
}

export type ScreenshotStorage = ReturnType<typeof createScreenshotStorage>;
