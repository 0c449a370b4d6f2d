import type { FastifyInstance } from 'fastify';
import { employeeChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

/** /api/employee/chat reads: the inbox lists, one chat and what hangs off it. */
export function registerEmployeeChatRoutes(app: FastifyInstance, { staff }: ChatServices): void {
  registerEndpoint(app, employeeChatApi.list, async ({ ctx, query }) => staff.list(await ctx.staff(), 'all', query), { cacheReply: true });
  registerEndpoint(app, employeeChatApi.listInternal, async ({ ctx, query }) => staff.list(await ctx.staff(), 'internal', query), { cacheReply: true });
  registerEndpoint(app, employeeChatApi.listActive, async ({ ctx, query }) => staff.list(await ctx.staff(), 'active', query), { cacheReply: true });
  registerEndpoint(app, employeeChatApi.listMember, async ({ ctx, query }) => staff.list(await ctx.staff(), 'member', query), { cacheReply: true });
  registerEndpoint(app, employeeChatApi.listWorkgroup, async ({ ctx, query }) => staff.list(await ctx.staff(), 'workgroup', query), { cacheReply: true });
  registerEndpoint(app, employeeChatApi.unread, async ({ ctx }) => staff.unread(await ctx.staff()));
  registerEndpoint(app, employeeChatApi.get, async ({ ctx, params }) => staff.get(await ctx.staff(), params.nmbr));
  registerEndpoint(app, employeeChatApi.status, async ({ ctx, params }) => staff.status(await ctx.staff(), params.nmbr));
  registerEndpoint(app, employeeChatApi.mention, async ({ ctx, params }) => staff.mention(await ctx.staff(), params.nmbr));
  registerEndpoint(app, employeeChatApi.nonWorkgroup, async ({ ctx, params }) => staff.nonWorkgroup(await ctx.staff(), params.nmbr));
  registerEndpoint(app, employeeChatApi.members, async ({ ctx, params }) => staff.members(await ctx.staff(), params.nmbr));
}
