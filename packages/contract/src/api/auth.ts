import { z } from 'zod';
import { authSessionSchema, identitySchema, tokenPairSchema } from '../entities/auth-session';
import { userSettingsSchema } from '../entities/settings';
import {
  accountLanguageBodySchema,
  checkVerificationReplySchema,
  newsletterReplySchema,
  requestResetPasswordParamsSchema,
  resetHashParamsSchema,
  resetHashReplySchema,
  resetPasswordBodySchema,
  verifyEmailParamsSchema,
} from './account-lifecycle';
import { authReservationApi } from './auth-reservation';
import { defineEndpoint } from './endpoint';

/**
 * Login takes both fields as optional strings so that a missing one answers NO_EMAIL / NO_PASSWORD
 * instead of a generic validation error.
 */
export const loginBodySchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const messageReplySchema = z.object({ message: z.string() });

export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/create',
    auth: 'none',
    summary: 'Sign in with email and password',
    body: loginBodySchema,
    response: authSessionSchema,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/auth/check',
    auth: 'session',
    summary: 'Who the access token belongs to',
    response: identitySchema,
  }),
  userSettings: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user-settings',
    auth: 'session',
    summary: 'Menus, permissions and chat actions for the signed-in user',
    response: userSettingsSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    auth: 'refresh',
    summary: 'Rotate the refresh token (header refreshtoken) and get a new access token',
    response: tokenPairSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/revoke',
    auth: 'session',
    summary: 'Sign out: revoke this session',
    response: messageReplySchema,
  }),
  sendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/auth/sendVerification',
    auth: 'session',
    summary:
      'Mail a link to verify the account email ({PUBLIC_URL}/verify-email?token=…, valid 48 h): answers SENT, or ' +
      'VERIFIED when the address is verified already (no mail). MAIL_ERROR when the mail cannot be sent',
    body: accountLanguageBodySchema.nullish(),
    response: messageReplySchema,
  }),
  checkVerification: defineEndpoint({
    method: 'GET',
    path: '/api/auth/checkVerification',
    auth: 'session',
    summary: "Whether the account email is verified: message VERIFIED or NOT_VERIFIED (the session's user.emailVerified follows)",
    response: checkVerificationReplySchema,
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verifyEmail/{token}',
    auth: 'none',
    summary:
      'Verify the address with the token of the mailed link (single use): answers VERIFIED; an unknown, used or ' +
      'expired token answers INVALID_VERIFICATION_TOKEN',
    params: verifyEmailParamsSchema,
    response: messageReplySchema,
  }),
  requestResetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/requestResetPassword/{email}',
    auth: 'none',
    summary:
      'Mail a 6-digit reset code (valid 15 min; a new request replaces the old code; at most 5 mails per account a ' +
      'day). Answers SENT whether or not the address has an account or a mail was sent; too many requests from one ' +
      'client address answer TOO_MANY_REQUESTS',
    params: requestResetPasswordParamsSchema,
    body: accountLanguageBodySchema.nullish(),
    response: messageReplySchema,
  }),
  getResetHash: defineEndpoint({
    method: 'POST',
    path: '/api/auth/getResetHash/{email}/{code}',
    auth: 'none',
    summary:
      'Trade the mailed code for a single-use reset hash (valid 15 min). A wrong code answers INVALID_RESET_CODE ' +
      '(5 wrong tries end the code), an old or used-up code EXPIRED_RESET_CODE; after 10 tries in a day for one ' +
      'account every code answers RESET_CODE_LOCKED',
    params: resetHashParamsSchema,
    response: resetHashReplySchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resetPassword',
    auth: 'none',
    summary:
      'Set a new password with the reset hash and end every session of the account: answers PASSWORD_RESET. ' +
      'INVALID_RESET_HASH / EXPIRED_RESET_HASH, PASSWORD_MISMATCH, a weak password INVALID_INPUT',
    body: resetPasswordBodySchema,
    response: messageReplySchema,
  }),
  newsletterSubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/auth/newsletter/subscribe',
    auth: 'session',
    summary: 'Subscribe the signed-in guest or employee to the newsletter',
    response: newsletterReplySchema,
  }),
  newsletterUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/auth/newsletter/unsubscribe',
    auth: 'session',
    summary: 'Unsubscribe the signed-in guest or employee from the newsletter',
    response: newsletterReplySchema,
  }),
  /** Defined with the reservation lifecycle (auth-reservation.ts); listed here as the spec's /api/auth call. */
  unlinkReservation: authReservationApi.unlinkReservation,
  removeAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/removeAccount',
    auth: 'session',
    summary:
      'Remove the guest account: login, personal data and picture; ends every session. Orders, payments, ' +
      'complaints and messages stay, anonymised. Answers REMOVED; staff accounts answer REMOVE_ACCOUNT_FAILED',
    response: messageReplySchema,
  }),
} as const;
