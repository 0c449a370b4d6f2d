import type { FastifyInstance } from 'fastify';
import { employeeChatApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ChatServices } from './services';

/** /api/employee/chat reads: the inbox lists, one chat and what hangs off it. */
export function registerEmployeeChatRoutes(app: FastifyInstance, { staff }: ChatServices): void {
  registerEndpoint(app, employeeChatApi.list, async ({ auth, query }) => staff.list(auth, 'all', query));
  registerEndpoint(app, employeeChatApi.listInternal, async ({ auth, query }) => staff.list(auth, 'internal', query));
  registerEndpoint(app, employeeChatApi.listActive, async ({ auth, query }) => staff.list(auth, 'active', query));
  registerEndpoint(app, employeeChatApi.listMember, async ({ auth, query }) => staff.list(auth, 'member', query));
  registerEndpoint(app, employeeChatApi.listWorkgroup, async ({ auth, query }) => staff.list(auth, 'workgroup', query));
  registerEndpoint(app, employeeChatApi.unread, async ({ auth }) => staff.unread(auth));
  registerEndpoint(app, employeeChatApi.get, async ({ auth, params }) => staff.get(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.status, async ({ auth, params }) => staff.status(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.mention, async ({ auth, params }) => staff.mention(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.nonWorkgroup, async ({ auth, params }) => staff.nonWorkgroup(auth, params.nmbr));
  registerEndpoint(app, employeeChatApi.members, async ({ auth, params }) => staff.members(auth, params.nmbr));
}
