import type { FastifyInstance } from 'fastify';
import { managementDeviceApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ManagementDeviceService } from './management-device-service';

/** /api/employee/domotica. The literal segments /discovered and /create win over /{_id} in the router. */
export function registerManagementDeviceRoutes(app: FastifyInstance, devices: ManagementDeviceService): void {
  registerEndpoint(app, managementDeviceApi.list, async ({ ctx, query }) => devices.list(await ctx.staff(), query.location, ctx.now));
  registerEndpoint(app, managementDeviceApi.discovered, async ({ ctx, query }) => devices.discovered(await ctx.staff(), query.location));
  registerEndpoint(app, managementDeviceApi.create, async ({ ctx, query, body }) =>
    devices.create(await ctx.staff(), query.location, body, ctx.now),
  );
  registerEndpoint(app, managementDeviceApi.test, async ({ ctx, query, params, body }) =>
    devices.test(await ctx.staff(), query.location, params._id, body, ctx.now),
  );
  registerEndpoint(app, managementDeviceApi.remove, async ({ ctx, query, params }) => devices.remove(await ctx.staff(), query.location, params._id));
}
