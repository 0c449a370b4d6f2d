import type { FastifyInstance } from 'fastify';
import { staffChatMessageApi, guestChatMessageApi } from '@stay/contract';
import { AppError } from '../../../errors';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

/** The message calls, for the guest's chat and for any chat staff may see. */
export function registerChatMessageRoutes(app: FastifyInstance, { guest, staff, messages, translations }: ChatServices): void {
  registerEndpoint(app, guestChatMessageApi.list, async ({ ctx, query }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    if (query.chatnmbr !== undefined && query.chatnmbr !== loaded.chat.nmbr) throw new AppError('CHAT_NOT_FOUND');
    return messages.list(actor, loaded, query, ctx.now);
  }, { cacheReply: true });
  registerEndpoint(app, guestChatMessageApi.get, async ({ ctx, params }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    return messages.get(actor, loaded, params.nmbr);
  });
  registerEndpoint(app, guestChatMessageApi.status, async ({ ctx, params }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    return messages.status(actor, loaded, params.nmbr);
  });
  registerEndpoint(app, guestChatMessageApi.translation, async ({ ctx, params, query }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    return translations.translate(actor, loaded, params.nmbr, query.lang, ctx.now);
  });
  registerEndpoint(app, guestChatMessageApi.send, async ({ ctx, body }) => {
    const { actor, loaded } = await guest.resolve(await ctx.guest(), ctx.now);
    return messages.send(actor, loaded, body, ctx.now);
  });

  registerEndpoint(app, staffChatMessageApi.list, async ({ ctx, params, query }) => {
    if (query.chatnmbr !== undefined && query.chatnmbr !== params.chatnmbr) {
      throw new AppError('INVALID_INPUT', 'chatnmbr: differs from the chat of the path');
    }
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.chatnmbr);
    return messages.list(actor, loaded, query, ctx.now);
  }, { cacheReply: true });
  registerEndpoint(app, staffChatMessageApi.get, async ({ ctx, params }) => {
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.chatnmbr);
    return messages.get(actor, loaded, params.nmbr);
  });
  registerEndpoint(app, staffChatMessageApi.status, async ({ ctx, params }) => {
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.chatnmbr);
    return messages.status(actor, loaded, params.nmbr);
  });
  registerEndpoint(app, staffChatMessageApi.translation, async ({ ctx, params, query }) => {
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.chatnmbr);
    return translations.translate(actor, loaded, params.nmbr, query.lang, ctx.now);
  });
  registerEndpoint(app, staffChatMessageApi.send, async ({ ctx, params, body }) => {
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.chatnmbr);
    return messages.send(actor, loaded, body, ctx.now);
  });
}
