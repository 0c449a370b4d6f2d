import type { FastifyInstance } from 'fastify';
import { chatSuggestionApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

export function registerChatSuggestionRoutes(app: FastifyInstance, { suggestions }: ChatServices): void {
  registerEndpoint(app, chatSuggestionApi.get, async ({ ctx, params }) => suggestions.get(await ctx.staff(), params._id));
  registerEndpoint(app, chatSuggestionApi.setStatus, async ({ ctx, params }) => suggestions.setStatus(await ctx.staff(), ctx.now, params._id, params.status));
}
