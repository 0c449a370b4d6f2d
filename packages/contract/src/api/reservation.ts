import { z } from 'zod';
import { inviteSchema } from '../entities/invite';
import { reservationCheckModeSchema, reservationSchema } from '../entities/reservation';
import { emailSchema, foundReplySchema } from './account';
import { defineEndpoint } from './endpoint';

export const sendInviteBodySchema = z.object({ email: emailSchema });
export type SendInviteBody = z.infer<typeof sendInviteBodySchema>;

export const revokeInviteQuerySchema = z.object({ email: emailSchema });
export type RevokeInviteQuery = z.infer<typeof revokeInviteQuerySchema>;

export const checkMailBodySchema = z.object({ email: z.string().trim().toLowerCase().max(320) });
export type CheckMailBody = z.infer<typeof checkMailBodySchema>;

/**
 * The guest's reservations (/api/guest/reservation). Every call sees only the caller's own reservations:
 * another one answers RESERVATION_NOT_FOUND. `/current/*` calls without a current reservation answer
 * RESERVATION_NOT_FOUND; changes to an ended reservation answer RESERVATION_ENDED.
 */
export const guestReservationApi = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/guest/reservation/current',
    auth: 'guest',
    summary: "The guest's current reservation, or null (the app then shows the wait screen)",
    response: reservationSchema.nullable(),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/guest/reservation',
    auth: 'guest',
    summary: "Every reservation the guest is linked to, latest start first",
    response: z.array(reservationSchema),
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/guest/reservation/{id}',
    auth: 'guest',
    summary: "One of the guest's own reservations by _id",
    params: z.object({ id: z.string().min(1).max(64) }),
    response: reservationSchema,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/guest/reservation/check/{reservation}/{mode}/{checkValue}',
    auth: 'guest',
    summary:
      'Whether reservation number {reservation} has this check value (booking email, activation code, or postal ' +
      'code when the booking has no email): FOUND or NOT_FOUND, nothing else. Wrong attempts are counted: ' +
      'TOO_MANY_REQUESTS after 10 in 15 minutes per account (30 per address); after 10 in 24 hours on one ' +
      'reservation its postal code is no longer accepted for 24 hours',
    params: z.object({
      reservation: z.string().trim().min(1).max(64),
      mode: reservationCheckModeSchema,
      checkValue: z.string().trim().min(1).max(320),
    }),
    response: foundReplySchema,
  }),
  sendInvite: defineEndpoint({
    method: 'POST',
    path: '/api/guest/reservation/current/send-invite',
    auth: 'guest',
    summary:
      'Main guest only: mail an invite link to an extra guest (replaces a pending invite for that email). ' +
      'UNAUTHORIZED for extra guests, MAIL_ERROR when the mail cannot be sent',
    body: sendInviteBodySchema,
    response: inviteSchema,
  }),
  revokeInvite: defineEndpoint({
    method: 'DELETE',
    path: '/api/guest/reservation/current/revoke-invite',
    auth: 'guest',
    summary:
      'Main guest only: revoke the invite for ?email=; an invitee who already accepted is removed from the ' +
      'reservation. message NOT_FOUND when there is no such invite',
    query: revokeInviteQuerySchema,
    response: z.object({ message: z.enum(['REVOKED', 'NOT_FOUND']) }),
  }),
  checkMail: defineEndpoint({
    method: 'POST',
    path: '/api/guest/reservation/current/check-mail',
    auth: 'guest',
    summary:
      'Whether the email is already a guest of, or invited to, the current reservation: FOUND (an error ' +
      'emailExistsInReservation) or NOT_FOUND',
    body: checkMailBodySchema,
    response: foundReplySchema,
  }),
  disableDemo: defineEndpoint({
    method: 'POST',
    path: '/api/guest/reservation/current/disable-demo',
    auth: 'guest',
    summary: 'Turn demo mode off for the current reservation',
    response: reservationSchema,
  }),
  disableGuideRating: defineEndpoint({
    method: 'POST',
    path: '/api/guest/reservation/current/disable-guide-rating',
    auth: 'guest',
    summary: 'Stop asking this reservation to rate its guide',
    response: reservationSchema,
  }),
  leaveGuide: defineEndpoint({
    method: 'POST',
    path: '/api/guest/reservation/current/leave-guide',
    auth: 'guest',
    summary: 'Drop the chosen guide (guide and guideSelectionTimestamp become null); then go to /guide-selection',
    response: reservationSchema,
  }),
} as const;
