import type { FastifyInstance } from 'fastify';
import { staffChatSuggestionApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

export function registerChatSuggestionRoutes(app: FastifyInstance, { suggestions }: ChatServices): void {
  registerEndpoint(app, staffChatSuggestionApi.get, async ({ ctx, params }) => suggestions.get(await ctx.staff(), params._id));
  registerEndpoint(app, staffChatSuggestionApi.setStatus, async ({ ctx, params }) => suggestions.setStatus(await ctx.staff(), ctx.now, params._id, params.status));
}
