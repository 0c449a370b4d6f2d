import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Part of the auth api (/api/auth) that belongs to the reservation lifecycle. On failure the app shows the
 * 'Unable to unlink your reservation' alert; on success it re-reads /api/auth/check and goes to
 * /activate-reservation.
 */
export const authReservationApi = {
  unlinkReservation: defineEndpoint({
    method: 'POST',
    path: '/api/auth/unlinkReservation',
    auth: 'guest',
    summary:
      "Leave the signed-in guest's current reservation (a main guest frees it for activation again). " +
      'RESERVATION_NOT_FOUND when there is none; UNLINK_RESERVATION_FAILED for the main guest of a stay that has ' +
      'not ended while other guests are still on it',
    response: z.object({ message: z.literal('UNLINKED') }),
  }),
} as const;
