import { describe, expect, it } from 'vitest';
import { describeError, ERROR_CATALOGUE, ERROR_CODES, errorBody, GENERIC_ERROR_MESSAGE, isErrorCode } from './errors';

const SPEC_TOASTS: Record<string, string> = {
  MYB_NOT_FOUND: 'An error occured, please contact our guest service',
  MYB_OFFLINE: 'An error occured, please contact our guest service',
  PASSWORD_MISMATCH: 'Passwords do not match',
  INCORRECT_PASSWORD: 'Incorrect credentials',
  MISSING_CREDENTIALS: 'Incorrect credentials',
  INVALID_CREDENTIALS: 'Incorrect credentials',
  NO_EMAIL: 'No username',
  NO_PASSWORD: 'No password',
  EMAIL_TAKEN: 'Username is already in use',
  UNAUTHORIZED: 'Not authorized',
  NO_CREDENTIALS: 'No credentials',
  SESSION_NOT_FOUND: 'Login has expired',
  REFRESHTOKEN_EXPIRED: 'Login has expired',
  ORDER_NOT_FOUND: 'Order not found',
  CHAT_NOT_FOUND: 'Chat not found',
  RESERVATION_NOT_FOUND: 'Reservation not found',
  LOCATION_NOT_FOUND: 'An unexpected error occurred',
  UNEXPECTED_ERROR: 'An unexpected error occurred',
};

const SPEC_ALERTS = [
  'NO_RELATION_FOUND',
  'ORDER_NOT_YOURS',
  'RESERVATION_ALREADY_REGISTERD',
  'USER_HAS_ACTIVE_RESERVATION',
  'MAIL_ERROR',
  'ORDER_ALREADY_DONE',
  'EXPIRED_RESET_CODE',
  'INVALID_RESET_CODE',
  'EXPIRED_RESET_HASH',
  'INVALID_RESET_HASH',
  'OUTSIDE_RESERVATION_TIME_WINDOW',
  'DOMOTICA_NOT_IN_ACCOMMODATION',
  'DOMOTICA_NOT_FOUND',
  'APICONNECTOR_NOT_FOUND',
  'INVALID_API_COMMAND',
  'RESERVATION_ENDED',
];

describe('error catalogue', () => {
  it('has every toast with its exact text', () => {
    for (const [code, message] of Object.entries(SPEC_TOASTS)) {
      expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]).toMatchObject({ kind: 'toast', message });
    }
  });

  it('has every alert, each with a message', () => {
    for (const code of SPEC_ALERTS) {
      const entry = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE];
      expect(entry.kind).toBe('alert');
      expect(entry.message.length).toBeGreaterThan(10);
    }
  });

  it('gives every code an HTTP error status; only UNEXPECTED_ERROR is a 500, only unavailable services a 502/503, a full disk 507', () => {
    for (const code of ERROR_CODES) {
      const { status } = ERROR_CATALOGUE[code];
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status < 500 || code === 'UNEXPECTED_ERROR' || code === 'MYB_OFFLINE' || code === 'SERVER_BUSY' || code === 'SERVICE_UNAVAILABLE' || code === 'DEVICE_BRIDGE_OFFLINE' || code === 'INSUFFICIENT_STORAGE' || status === 502).toBe(true);
    }
  });

  it('describes unknown codes as the generic toast', () => {
    expect(describeError('SOMETHING_ELSE')).toEqual({ kind: 'toast', message: GENERIC_ERROR_MESSAGE });
    expect(describeError(undefined)).toEqual({ kind: 'toast', message: GENERIC_ERROR_MESSAGE });
    expect(isErrorCode('toString')).toBe(false);
  });

  it('fills the emergency phone into alerts that name it', () => {
    expect(describeError('NO_RELATION_FOUND', '+31 20 000').message).toContain('+31 20 000');
    expect(describeError('NO_RELATION_FOUND').message).toContain('{phone}');
  });

  it('builds error bodies with the catalogue message by default', () => {
    expect(errorBody('UNAUTHORIZED')).toEqual({ code: 'UNAUTHORIZED', message: 'Not authorized' });
    expect(errorBody('INVALID_INPUT', 'email: required')).toEqual({ code: 'INVALID_INPUT', message: 'email: required' });
  });
});
