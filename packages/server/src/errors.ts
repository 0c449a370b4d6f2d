import { ERROR_CATALOGUE, type ErrorCode } from '@stay/contract';

/** An expected failure: answered as `{ code, message }` with the catalogue's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
