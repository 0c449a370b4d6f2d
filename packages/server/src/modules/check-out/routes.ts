import type { FastifyInstance } from 'fastify';
import { guestCheckOutApi, managementCheckOutApi, staffHousekeepingApi, staffStayStatusApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { GuestCheckOutService } from './guest-service';
import type { StaffCheckOutService } from './staff-service';

export function registerCheckOutRoutes(app: FastifyInstance, guests: GuestCheckOutService, staff: StaffCheckOutService): void {
  registerEndpoint(app, guestCheckOutApi.status, async ({ ctx, query }) => guests.status(await ctx.guest(), ctx.now, query.lang));
  registerEndpoint(app, guestCheckOutApi.checkOut, async ({ ctx, query, body }) => guests.checkOut(await ctx.guest(), ctx.now, body.confirmed, query.lang));
  registerEndpoint(app, guestCheckOutApi.suiteReadiness, async ({ ctx }) => guests.suiteReadiness(await ctx.guest(), ctx.now));
  registerEndpoint(app, managementCheckOutApi.settings, async ({ ctx }) => staff.settings(await ctx.staff()));
  registerEndpoint(app, managementCheckOutApi.saveSettings, async ({ ctx, body }) => staff.saveSettings(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, staffHousekeepingApi.list, async ({ ctx, query }) => staff.housekeeping(await ctx.staff(), ctx.now, query.date));
  registerEndpoint(app, staffHousekeepingApi.update, async ({ ctx, params, body }) => staff.updateHousekeeping(await ctx.staff(), ctx.now, params.suiteId, body));
  registerEndpoint(app, staffStayStatusApi.today, async ({ ctx }) => staff.today(await ctx.staff(), ctx.now));
  registerEndpoint(app, staffStayStatusApi.get, async ({ ctx, params }) => staff.get(await ctx.staff(), params.nmbr));
}
