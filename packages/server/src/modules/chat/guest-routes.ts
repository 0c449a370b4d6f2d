import type { FastifyInstance } from 'fastify';
import { guestChatApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ChatServices } from './services';

/** /api/guest/reservation/current/chat: always the caller's own chat. */
export function registerGuestChatRoutes(app: FastifyInstance, { guest, messages }: ChatServices): void {
  registerEndpoint(app, guestChatApi.get, async ({ auth }) => guest.get(auth));
  registerEndpoint(app, guestChatApi.status, async ({ auth }) => guest.status(auth));
  registerEndpoint(app, guestChatApi.members, async ({ auth }) => guest.members(auth));
  registerEndpoint(app, guestChatApi.markAsRead, async ({ auth }) => {
    const { actor, loaded } = await guest.resolve(auth);
    return messages.markAllRead(actor, loaded);
  });
  registerEndpoint(app, guestChatApi.askCuber, async ({ auth, body }) => guest.askCuber(auth, body?.paragraph || undefined));
}
