import type { FastifyInstance } from 'fastify';
import { staffSavedReplyApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { SavedReplyService } from './service';

/** /api/employee/saved-reply. The literal segment /create wins over /{_id} in the router. */
export function registerSavedReplyRoutes(app: FastifyInstance, replies: SavedReplyService): void {
  registerEndpoint(app, staffSavedReplyApi.list, async ({ ctx, query }) => replies.list(await ctx.staff(), query));
  registerEndpoint(app, staffSavedReplyApi.create, async ({ ctx, body }) => replies.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, staffSavedReplyApi.update, async ({ ctx, params, body }) => replies.update(await ctx.staff(), ctx.now, params._id, body));
  registerEndpoint(app, staffSavedReplyApi.remove, async ({ ctx, params }) => replies.remove(await ctx.staff(), params._id));
}
