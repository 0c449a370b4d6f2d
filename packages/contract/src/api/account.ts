import { z } from 'zod';
import { authSessionSchema } from '../entities/auth-session';
import { reservationCheckModeSchema, reservationSchema } from '../entities/reservation';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/email';
import { defineEndpoint } from './endpoint';

/** checkMail / checkEmail / exists read a reply `message`: FOUND or not (NOT_FOUND). */
export const foundReplySchema = z.object({ message: z.enum(['FOUND', 'NOT_FOUND']) });
export type FoundReply = z.infer<typeof foundReplySchema>;

/** An email address as the server stores it: trimmed, lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'not an email address');

/**
 * Proof of a reservation: its check value in the given mode (booking email, activation code, or postal code when
 * the booking has no email).
 */
export const linkReservationBodySchema = z.object({
  mode: reservationCheckModeSchema,
  checkValue: z.string().trim().min(1).max(320),
});
export type LinkReservationBody = z.infer<typeof linkReservationBodySchema>;

/** A reservation number with its proof, for activating while creating the account. */
export const activationProofSchema = linkReservationBodySchema.extend({ number: z.string().trim().min(1).max(64) });
export type ActivationProof = z.infer<typeof activationProofSchema>;

/**
 * Account creation. `email` and `password` are optional strings so that a missing one answers NO_EMAIL /
 * NO_PASSWORD like login. Missing names answer INVALID_INPUT; a weak password (passwordStrength) answers INVALID_INPUT; a different
 * `passwordRepeat` answers PASSWORD_MISMATCH; a used email EMAIL_TAKEN.
 */
export const createAccountBodySchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  passwordRepeat: z.string().max(1024).optional(),
  /** Required (INVALID_INPUT when missing or blank), checked after email and password. */
  firstname: z.string().trim().max(100).optional(),
  surname: z.string().trim().max(100).optional(),
  cellphone: z.string().trim().max(40).nullable().optional(),
  subscribedToNewsletter: z.boolean().optional(),
  /**
   * Activate this reservation as main guest in the same step. The reservation is proven first; the account is
   * created and linked in one transaction, so a failure (RESERVATION_NOT_FOUND, RESERVATION_ENDED,
   * RESERVATION_ALREADY_REGISTERD, TOO_MANY_REQUESTS) leaves no account behind.
   */
  reservation: activationProofSchema.optional(),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;


/**
 * How the app activates a reservation (/activate-reservation):
 * 1. the guest enters the reservation number, a check value (booking email, activation code or postal code) and an
 *    account email;
 * 2. `exists` → NOT_FOUND: `create` with `reservation` { number, mode, checkValue }: proves the reservation,
 *    creates the account and links it in one step (answers a session like login), so a wrong number creates
 *    nothing; FOUND: sign in (POST /api/auth/create), then `linkReservation` with the number in the path and
 *    { mode, checkValue } (the app signs out again when that fails);
 * 3. re-read /api/auth/check (activeReservationId changed) and go to the guest area.
 * Invites (/activate-invite?reservation={_id}&hash={token} from the mail): sign in or create an account, then
 * `resetReservation` with those two values.
 */
export const accountApi = {
  exists: defineEndpoint({
    method: 'GET',
    path: '/api/account/exists/{email}',
    auth: 'none',
    summary: 'Whether an account uses this email: FOUND or NOT_FOUND',
    params: z.object({ email: z.string().max(320) }),
    response: foundReplySchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/account/create',
    auth: 'none',
    summary:
      'Create a guest account (and person) and sign in: answers an auth session like login. With `reservation`, ' +
      'activates it as main guest in the same step, or creates nothing (RESERVATION_NOT_FOUND, RESERVATION_ENDED, ' +
      'RESERVATION_ALREADY_REGISTERD, TOO_MANY_REQUESTS)',
    body: createAccountBodySchema,
    response: authSessionSchema,
  }),
  linkReservation: defineEndpoint({
    method: 'POST',
    path: '/api/account/linkReservation/{id}',
    auth: 'guest',
    summary:
      'Link the reservation with this number to the signed-in guest as main guest, proven by its check value. ' +
      'Errors: RESERVATION_NOT_FOUND (unknown number or wrong check value), RESERVATION_ALREADY_REGISTERD, ' +
      'USER_HAS_ACTIVE_RESERVATION, RESERVATION_ENDED, TOO_MANY_REQUESTS (too many wrong attempts)',
    params: z.object({ id: z.string().trim().min(1).max(64) }),
    body: linkReservationBodySchema,
    response: reservationSchema,
  }),
  resetReservation: defineEndpoint({
    method: 'POST',
    path: '/api/account/resetReservation/{reservation}/{resetHash}',
    auth: 'guest',
    summary:
      'Accept an invite: {reservation} is the reservation _id and {resetHash} the token from the mailed link. ' +
      'The signed-in guest becomes an extra guest and the reservation their active one. Errors: INVALID_INVITE, ' +
      'EXPIRED_INVITE, USER_HAS_ACTIVE_RESERVATION, RESERVATION_ENDED',
    params: z.object({ reservation: z.string().min(1).max(64), resetHash: z.string().min(1).max(128) }),
    response: reservationSchema,
  }),
} as const;
