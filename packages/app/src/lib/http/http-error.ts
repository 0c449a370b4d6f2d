/** Status used when the request never got an answer (network failure). */
export const NETWORK_FAILURE_STATUS = 0;

/**
 * A failed call. `code` is the server's error code, or a transport code of the client's own.
 * `wasHandled` tells callers the person has already been told (toast, alert, offline page or logout).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly wasHandled: boolean,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Client-side codes for failures that have no server error code. */
export const CLIENT_ERROR_CODE = {
  offline: 'OFFLINE',
  sessionEnded: 'SESSION_ENDED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;
