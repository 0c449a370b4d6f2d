import { AppError, isAppError } from '../../../errors';

/**
 * The multipart parser (busboy) reports a broken body (no boundary, cut short, bad part headers) as a plain
 * Error without a status; that is the client's input, not our failure. The multipart plugin's own limit errors
 * carry a 4xx status and stay as they are for the error handler.
 */
export function asUploadError(error: unknown): unknown {
  if (isAppError(error)) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('INVALID_INPUT', 'body: not a well-formed multipart upload');
}
