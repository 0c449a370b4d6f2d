import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CHAT_ATTACHMENT_FILENAME_PATTERN, type ChatAttachment } from '@stay/contract';
import { AppError } from '../../../errors';

type AttachmentMimeType = ChatAttachment['mimetype'];

/** Types are recognised by their first bytes, never by the client's claim. */
const SIGNATURES: ReadonlyArray<{ mimetype: AttachmentMimeType; extension: string; matches: (head: Buffer) => boolean }> = [
  { mimetype: 'image/png', extension: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mimetype: 'image/jpeg', extension: 'jpg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { mimetype: 'image/gif', extension: 'gif', matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')) },
  {
    mimetype: 'image/webp',
    extension: 'webp',
    matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mimetype: 'application/pdf', extension: 'pdf', matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-' },
];

export function sniffType(head: Buffer) {
  return SIGNATURES.find((signature) => signature.matches(head));
}

export interface StoredFile {
  filename: string;
  mimetype: AttachmentMimeType;
  size: number;
}

/**
 * Attachment files under `${root}/<chat nmbr>/<generated name>`, outside the web root. Names are generated here
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
     * `isTruncated` tells whether the multipart parser cut the stream at the size limit.
     */
    async save(chatNmbr: number, stream: Readable, isTruncated: () => boolean): Promise<StoredFile> {
      const folder = chatFolder(chatNmbr);
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.upload-${randomBytes(8).toString('hex')}`);
      const handle = await open(temporary, 'wx', 0o600);
      let size = 0;
      const head: Buffer[] = [];
      let headLength = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `file: larger than ${maxBytes} bytes`);
          if (headLength < 16) {
            head.push(chunk);
            headLength += chunk.length;
          }
          await handle.write(chunk);
        }
        await handle.close();
        if (isTruncated()) throw new AppError('PAYLOAD_TOO_LARGE', `file: larger than ${maxBytes} bytes`);
        if (size === 0) throw new AppError('INVALID_INPUT', 'file: empty');
        const type = sniffType(Buffer.concat(head));
        if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'file: only PNG, JPEG, GIF, WebP images and PDF');
        const filename = `${randomBytes(16).toString('hex')}.${type.extension}`;
        await rename(temporary, fileIn(chatNmbr, filename));
        return { filename, mimetype: type.mimetype, size };
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(temporary, { force: true });
        throw error;
      }
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
