import type { FastifyInstance } from 'fastify';
import { staffChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

/** /api/employee/chat writes: actions, read marks, reminders, update, create and membership. */
export function registerStaffChatActionRoutes(app: FastifyInstance, { actions, members, reminders, staff, messages }: ChatServices): void {
  registerEndpoint(app, staffChatApi.join, async ({ ctx, params }) => actions.join(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, staffChatApi.leave, async ({ ctx, params }) => actions.leave(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, staffChatApi.workgroupLeave, async ({ ctx, params }) => actions.workgroupLeave(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, staffChatApi.archive, async ({ ctx, params }) => actions.archive(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, staffChatApi.setInactive, async ({ ctx, params }) => actions.setInactive(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, staffChatApi.action, async ({ ctx, params }) => actions.handle(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, staffChatApi.markAsRead, async ({ ctx, params }) => {
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.nmbr);
    return messages.markAllRead(actor, loaded, ctx.now);
  });
  registerEndpoint(app, staffChatApi.update, async ({ ctx, params, body }) => actions.update(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, staffChatApi.create, async ({ ctx, body }) => actions.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, staffChatApi.addMember, async ({ ctx, params }) => members.addMember(await ctx.staff(), ctx.now, params.nmbr, params));
  registerEndpoint(app, staffChatApi.removeMember, async ({ ctx, params }) => members.removeMember(await ctx.staff(), ctx.now, params.nmbr, params.id));
  registerEndpoint(app, staffChatApi.createReminder, async ({ ctx, params, body }) => reminders.create(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, staffChatApi.deleteReminder, async ({ ctx, params }) => reminders.remove(await ctx.staff(), params.nmbr, params.remId));
}
