import type { FastifyInstance } from 'fastify';
import { guestChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

/** /api/guest/reservation/current/chat: always the caller's own chat. */
export function registerGuestChatRoutes(app: FastifyInstance, { guest, messages }: ChatServices): void {
  registerEndpoint(app, guestChatApi.get, async ({ ctx }) => guest.get(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestChatApi.status, async ({ ctx }) => guest.status(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestChatApi.members, async ({ ctx }) => guest.members(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestChatApi.markAsRead, async ({ ctx }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    return messages.markAllRead(actor, loaded, ctx.now);
  });
  registerEndpoint(app, guestChatApi.askCuber, async ({ ctx, body }) =>
    guest.askCuber(await ctx.guest(), ctx.now, body?.paragraph || undefined),
  );
}
