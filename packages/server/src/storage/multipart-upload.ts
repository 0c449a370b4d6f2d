import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../errors';

type MultipartLimits = NonNullable<Parameters<FastifyRequest['parts']>[0]>['limits'];

/** The multipart plugin's errors for a body with more parts, files or fields than the endpoint takes. */
const TOO_MANY_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The multipart parser (busboy) reports a broken body (no boundary, cut short, bad part headers) as a plain Error
 * without a status: the client's input, not our failure. More parts than the endpoint takes (a second file) answer
 * 400 INVALID_INPUT naming the field; the plugin's other limit errors carry a 4xx status and stay as they are.
 */
export function asUploadError(error: unknown, field: string): unknown {
  if (isAppError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && TOO_MANY_PARTS.has(code)) return new AppError('INVALID_INPUT', `${field}: send exactly one file, and nothing else`);
  if (isClientError(error)) return error;
  return new AppError('INVALID_INPUT', 'body: not a well-formed multipart upload');
}

/**
 * Reads a multipart body of exactly one file in `field` and stores it with `store`. A missing file, another field,
 * or a second file answers 400 INVALID_INPUT, and a file already stored is removed with `remove`: nothing of such
 * a body is kept.
 */
export async function storeSingleFile<Stored>(
  request: FastifyRequest,
  { field, limits }: { field: string; limits: MultipartLimits },
  store: (part: MultipartFile) => Promise<Stored>,
  remove: (stored: Stored) => Promise<void>,
): Promise<Stored> {
  const parts = request.parts({ limits: { ...limits, files: 1, fields: 0, parts: 1 } })[Symbol.asyncIterator]();
  let stored: { value: Stored } | undefined;
  // Our own failures while storing (a full disk, a database error) stay what they are.
  let isOurFailure = false;
  let file: MultipartFile | undefined;
  try {
    const first = await parts.next();
    const part: MultipartFile | MultipartValue | undefined = first.done ? undefined : first.value;
    if (part?.type !== 'file' || part.fieldname !== field) {
      if (part?.type === 'file') part.file.resume();
      throw new AppError('INVALID_INPUT', `body: one file in the field '${field}'`);
    }
    file = part;
    stored = {
      value: await store(part).catch((error: unknown) => {
        // The parser destroys the file stream with its error when the body breaks off mid-file.
        isOurFailure = error !== part.file.errored && !isAppError(error) && !isClientError(error);
        throw error;
      }),
    };
    const next = await parts.next();
    if (!next.done) {
      if (next.value.type === 'file') next.value.file.resume();
      throw new AppError('INVALID_INPUT', `${field}: send exactly one file, and nothing else`);
    }
    return stored.value;
  } catch (error) {
    // A file refused before it was read (budget spent, disk short) is read to its end, so the answer can go out.
    if (file && !file.file.readableEnded) file.file.resume();
    if (stored) await remove(stored.value);
    throw isOurFailure ? error : asUploadError(error, field);
  }
}
