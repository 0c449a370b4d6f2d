import type { FastifyInstance } from 'fastify';
import { employeeChatApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ChatServices } from './services';

/** /api/employee/chat writes: §5 actions, read marks, reminders, update, create and membership. */
export function registerEmployeeChatActionRoutes(app: FastifyInstance, { actions, members, reminders, staff, messages }: ChatServices): void {
  registerEndpoint(app, employeeChatApi.join, async ({ auth, params }) => actions.join(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.leave, async ({ auth, params }) => actions.leave(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.workgroupLeave, async ({ auth, params }) => actions.workgroupLeave(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.archive, async ({ auth, params }) => actions.archive(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.setInactive, async ({ auth, params }) => actions.setInactive(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.action, async ({ auth, params }) => actions.handle(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.markAsRead, async ({ auth, params }) => {
    const { actor, loaded } = await staff.resolve(auth, params.nmbr);
    return messages.markAllRead(actor, loaded);
  });
  registerEndpoint(app, employeeChatApi.update, async ({ auth, params, body }) => actions.update(auth, params.nmbr, body));
  registerEndpoint(app, employeeChatApi.create, async ({ auth, body }) => actions.create(auth, body));
  registerEndpoint(app, employeeChatApi.addMember, async ({ auth, params }) => members.addMember(auth, params.nmbr, params));
  registerEndpoint(app, employeeChatApi.removeMember, async ({ auth, params }) => members.removeMember(auth, params.nmbr, params.id));
  registerEndpoint(app, employeeChatApi.createReminder, async ({ auth, params, body }) => reminders.create(auth, params.nmbr, body));
  registerEndpoint(app, employeeChatApi.deleteReminder, async ({ auth, params }) => reminders.remove(auth, params.nmbr, params.remId));
}
