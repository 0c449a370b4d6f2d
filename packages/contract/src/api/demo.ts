import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The payload is open: the app may name the demo door, or send no body at all. */
export const demoDoorBodySchema = z.object({ door: z.string().max(100).optional() }).nullish();

export const guestDemoApi = {
  openDoor: defineEndpoint({
    method: 'POST',
    path: '/api/guest/demo/door/open',
    auth: 'guest',
    summary: 'Open the demo door. Only while the current reservation is in demo mode, else UNAUTHORIZED',
    body: demoDoorBodySchema,
    response: z.object({ message: z.literal('OPENED'), openedAt: z.string() }),
  }),
} as const;
