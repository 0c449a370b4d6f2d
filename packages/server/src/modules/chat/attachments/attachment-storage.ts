import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CHAT_ATTACHMENT_FILENAME_PATTERN, type ChatAttachment } from '@stay/contract';
import { AppError } from '../../../errors';
import { IMAGE_SIGNATURES, PDF_SIGNATURE, saveUpload, type FileSignature, type SavedUpload } from '../../../storage/save-upload';

type AttachmentMimeType = ChatAttachment['mimetype'];

const SIGNATURES: ReadonlyArray<FileSignature<AttachmentMimeType>> = [...IMAGE_SIGNATURES, PDF_SIGNATURE];

export type StoredFile = SavedUpload<AttachmentMimeType>;

/**
 * Attachment files under `${root}/<chat nmbr>/<generated name>`, outside the web root. Names are generated on saving
 * (32 hex characters + extension) and every path is checked to stay inside the chat's folder.
 */
export function createAttachmentStorage(root: string, maxBytes: number) {
  const absoluteRoot = path.resolve(root);
  const chatFolder = (chatNmbr: number) => path.join(absoluteRoot, String(Math.trunc(chatNmbr)));

  function fileIn(chatNmbr: number, filename: string): string {
    if (!CHAT_ATTACHMENT_FILENAME_PATTERN.test(filename)) throw new AppError('INVALID_INPUT', 'filename: not an attachment file name');
    const folder = chatFolder(chatNmbr);
    const file = path.resolve(folder, filename);
    if (path.dirname(file) !== folder) throw new AppError('INVALID_INPUT', 'filename: not an attachment file name');
    return file;
  }

  return {
    maxBytes,

    /**
     * Streams an upload to a temporary file, checks size and type, then moves it to its generated name.
     * `isTruncated` tells whether the multipart parser cut the stream at the size limit; `budgetBytes` is what the
     * uploader's budgets still allow.
     */
    async save(chatNmbr: number, stream: Readable, isTruncated: () => boolean, budgetBytes: number): Promise<StoredFile> {
      const folder = chatFolder(chatNmbr);
      await mkdir(folder, { recursive: true });
      return saveUpload({
        folder,
        stream,
        isTruncated,
        maxBytes,
        budgetBytes,
        signatures: SIGNATURES,
        field: 'file',
        typesText: 'PNG, JPEG, GIF, WebP images and PDF',
        pathOf: (filename) => fileIn(chatNmbr, filename),
      });
    },

    /** Opens a stored file for reading; 404 when it is gone. */
    async open(chatNmbr: number, filename: string): Promise<ReadStream> {
      const file = fileIn(chatNmbr, filename);
      const stream = createReadStream(file);
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(new AppError('CHAT_NOT_FOUND', 'Attachment not found')));
      });
      return stream;
    },

    async remove(chatNmbr: number, filename: string): Promise<void> {
      await rm(fileIn(chatNmbr, filename), { force: true });
    },
  };
}

export type AttachmentStorage = ReturnType<typeof createAttachmentStorage>;
