import type { FastifyInstance } from 'fastify';
import { staffReservationApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ActivationMailService } from '../activation-mail-service';
import type { StaffReservationService } from './staff-service';

export function registerStaffReservationRoutes(app: FastifyInstance, reservations: StaffReservationService, activationMails: ActivationMailService): void {
  const api = staffReservationApi;
  registerEndpoint(app, api.status, async ({ ctx }) => reservations.status(await ctx.staff(), ctx.now));
  registerEndpoint(app, api.checkIn, async ({ ctx, query }) => reservations.list(await ctx.staff(), ctx.now, 'check-in', query), { cacheReply: true });
  registerEndpoint(app, api.checkOut, async ({ ctx, query }) => reservations.list(await ctx.staff(), ctx.now, 'check-out', query), { cacheReply: true });
  registerEndpoint(app, api.onPremise, async ({ ctx, query }) => reservations.list(await ctx.staff(), ctx.now, 'on-premise', query), { cacheReply: true });
  registerEndpoint(app, api.upComing, async ({ ctx, query }) => reservations.list(await ctx.staff(), ctx.now, 'up-coming', query), { cacheReply: true });
  registerEndpoint(app, api.passed, async ({ ctx, query }) => reservations.list(await ctx.staff(), ctx.now, 'passed', query), { cacheReply: true });
  registerEndpoint(app, api.dashboard, async ({ ctx }) => reservations.dashboard(await ctx.staff(), ctx.now));
  registerEndpoint(app, api.leaderboard, async ({ ctx, query }) => reservations.leaderboard(await ctx.staff(), ctx.now, query));
  registerEndpoint(app, api.get, async ({ ctx, params }) => reservations.get(await ctx.staff(), ctx.now, params.nmbr));
  registerEndpoint(app, api.sendActivationMail, async ({ ctx, params, body }) =>
    activationMails.send(await ctx.staff(), ctx.now, params.nmbr, body?.email),
  );
}
