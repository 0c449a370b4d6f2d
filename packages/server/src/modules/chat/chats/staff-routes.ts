import type { FastifyInstance } from 'fastify';
import { staffChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

/** /api/employee/chat reads: the inbox lists, one chat and what hangs off it. */
export function registerStaffChatRoutes(app: FastifyInstance, { staff }: ChatServices): void {
  registerEndpoint(app, staffChatApi.list, async ({ ctx, query }) => staff.list(await ctx.staff(), 'all', query), { cacheReply: true });
  registerEndpoint(app, staffChatApi.listInternal, async ({ ctx, query }) => staff.list(await ctx.staff(), 'internal', query), { cacheReply: true });
  registerEndpoint(app, staffChatApi.listActive, async ({ ctx, query }) => staff.list(await ctx.staff(), 'active', query), { cacheReply: true });
  registerEndpoint(app, staffChatApi.listMember, async ({ ctx, query }) => staff.list(await ctx.staff(), 'member', query), { cacheReply: true });
  registerEndpoint(app, staffChatApi.listWorkgroup, async ({ ctx, query }) => staff.list(await ctx.staff(), 'workgroup', query), { cacheReply: true });
  registerEndpoint(app, staffChatApi.colleagues, async ({ ctx }) => staff.colleagues(await ctx.staff()));
  registerEndpoint(app, staffChatApi.unread, async ({ ctx }) => staff.unread(await ctx.staff()));
  registerEndpoint(app, staffChatApi.get, async ({ ctx, params }) => staff.get(await ctx.staff(), params.nmbr));
  registerEndpoint(app, staffChatApi.status, async ({ ctx, params }) => staff.status(await ctx.staff(), params.nmbr));
  registerEndpoint(app, staffChatApi.mention, async ({ ctx, params }) => staff.mention(await ctx.staff(), params.nmbr));
  registerEndpoint(app, staffChatApi.nonWorkgroup, async ({ ctx, params }) => staff.nonWorkgroup(await ctx.staff(), params.nmbr));
  registerEndpoint(app, staffChatApi.members, async ({ ctx, params }) => staff.members(await ctx.staff(), params.nmbr));
}
