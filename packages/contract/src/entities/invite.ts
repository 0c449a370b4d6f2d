import { z } from 'zod';

/**
 * PENDING: mailed, not yet accepted and not expired; ACCEPTED: the invitee is a guest of the reservation;
 * EXPIRED: not accepted in time (send a new one).
 */
export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** An invitation of an extra guest to a reservation. The token is only ever in the mail, never on the wire. */
export const inviteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  status: inviteStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** How long a mailed invite link stays valid. */
export const INVITE_TTL_DAYS = 14;
