import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';
import { isReencodedImage, reencodeImage } from './reencode-image';

/** A file type recognised by its first bytes, never by the client's claim. */
export interface FileSignature<MimeType extends string = string> {
  mimetype: MimeType;
  extension: string;
  matches: (head: Buffer) => boolean;
}

export const IMAGE_SIGNATURES: ReadonlyArray<FileSignature<'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'>> = [
  { mimetype: 'image/png', extension: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mimetype: 'image/jpeg', extension: 'jpg', matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { mimetype: 'image/gif', extension: 'gif', matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')) },
  {
    mimetype: 'image/webp',
    extension: 'webp',
    matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const PDF_SIGNATURE: FileSignature<'application/pdf'> = {
  mimetype: 'application/pdf',
  extension: 'pdf',
  matches: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** Enough leading bytes for every signature above. */
const HEAD_BYTES = 16;

export interface SavedUpload<MimeType extends string> {
  filename: string;
  mimetype: MimeType;
  size: number;
}

interface SaveUploadOptions<MimeType extends string> {
  /** The folder the upload is written to; it must exist. */
  folder: string;
  stream: Readable;
  /** Whether the multipart parser cut the stream at the size limit. */
  isTruncated: () => boolean;
  maxBytes: number;
  /** What the uploader's budgets still allow (see upload-guard): more answers 429 UPLOAD_BUDGET_EXCEEDED. */
  budgetBytes?: number;
  signatures: ReadonlyArray<FileSignature<MimeType>>;
  /** The input's name in error messages, e.g. `photo`. */
  field: string;
  /** The accepted types in the error message, e.g. `PNG, JPEG, GIF and WebP images`. */
  typesText: string;
  /** Where the stored file goes once its generated name (32 hex characters + extension) is known. */
  pathOf: (filename: string) => string;
}

/**
 * Streams an upload to a temporary file in `folder`, checks size and type, then moves it to its generated name.
 * Images are checked for their declared size and re-encoded (see reencode-image); PDFs are kept as sent. The answer's
 * size is that of the stored file. On any failure the temporary files are removed.
 */
export async function saveUpload<MimeType extends string>(options: SaveUploadOptions<MimeType>): Promise<SavedUpload<MimeType>> {
  const { folder, stream, isTruncated, maxBytes, budgetBytes = Number.POSITIVE_INFINITY, signatures, field, typesText, pathOf } = options;
  const temporary = path.join(folder, `.upload-${randomBytes(8).toString('hex')}`);
  const reencoded = `${temporary}-image`;
  const handle = await open(temporary, 'wx', 0o600);
  let size = 0;
  const head: Buffer[] = [];
  let headLength = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `${field}: larger than ${maxBytes} bytes`);
      if (size > budgetBytes) throw new AppError('UPLOAD_BUDGET_EXCEEDED', `${field}: more than the ${budgetBytes} bytes your upload budget has left this hour`);
      if (headLength < HEAD_BYTES) {
        head.push(chunk);
        headLength += chunk.length;
      }
      await handle.write(chunk);
    }
    await handle.close();
    if (isTruncated()) throw new AppError('PAYLOAD_TOO_LARGE', `${field}: larger than ${maxBytes} bytes`);
    if (size === 0) throw new AppError('INVALID_INPUT', `${field}: empty`);
    const headBytes = Buffer.concat(head);
    const type = signatures.find((signature) => signature.matches(headBytes));
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${field}: only ${typesText}`);
    const filename = `${randomBytes(16).toString('hex')}.${type.extension}`;
    if (isReencodedImage(type.mimetype)) {
      const storedSize = await reencodeImage(temporary, reencoded, type.mimetype, field);
      await rename(reencoded, pathOf(filename));
      await rm(temporary, { force: true });
      return { filename, mimetype: type.mimetype, size: storedSize };
    }
    await rename(temporary, pathOf(filename));
    return { filename, mimetype: type.mimetype, size };
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(temporary, { force: true });
    await rm(reencoded, { force: true });
    throw error;
  }
}
