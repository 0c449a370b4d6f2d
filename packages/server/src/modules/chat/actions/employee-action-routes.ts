import type { FastifyInstance } from 'fastify';
import { employeeChatApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ChatServices } from '../services';

/** /api/employee/chat writes: actions, read marks, reminders, update, create and membership. */
export function registerEmployeeChatActionRoutes(app: FastifyInstance, { actions, members, reminders, staff, messages }: ChatServices): void {
  registerEndpoint(app, employeeChatApi.join, async ({ ctx, params }) => actions.join(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, employeeChatApi.leave, async ({ ctx, params }) => actions.leave(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, employeeChatApi.workgroupLeave, async ({ ctx, params }) => actions.workgroupLeave(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, employeeChatApi.archive, async ({ ctx, params }) => actions.archive(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, employeeChatApi.setInactive, async ({ ctx, params }) => actions.setInactive(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, employeeChatApi.action, async ({ ctx, params }) => actions.handle(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, employeeChatApi.markAsRead, async ({ ctx, params }) => {
    const { actor, loaded } = await staff.resolve(await ctx.staff(), params.nmbr);
    return messages.markAllRead(actor, loaded, ctx.now);
  });
  registerEndpoint(app, employeeChatApi.update, async ({ ctx, params, body }) => actions.update(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, employeeChatApi.create, async ({ ctx, body }) => actions.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, employeeChatApi.addMember, async ({ ctx, params }) => members.addMember(await ctx.staff(), ctx.now, params.nmbr, params));
  registerEndpoint(app, employeeChatApi.removeMember, async ({ ctx, params }) => members.removeMember(await ctx.staff(), ctx.now, params.nmbr, params.id));
  registerEndpoint(app, employeeChatApi.createReminder, async ({ ctx, params, body }) => reminders.create(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, employeeChatApi.deleteReminder, async ({ ctx, params }) => reminders.remove(await ctx.staff(), params.nmbr, params.remId));
}
