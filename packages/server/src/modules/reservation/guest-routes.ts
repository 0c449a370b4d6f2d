import type { FastifyInstance } from 'fastify';
import { guestReservationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { THROTTLE } from '../../plugins/rate-limit';
import type { InviteService } from './invite-service';
import type { ReservationService } from './service';

export function registerGuestReservationRoutes(app: FastifyInstance, reservations: ReservationService, invites: InviteService): void {
  registerEndpoint(app, guestReservationApi.current, async ({ ctx }) => reservations.current(await ctx.guest(), ctx.now), { cacheReply: true });
  registerEndpoint(app, guestReservationApi.list, async ({ ctx }) => reservations.list(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestReservationApi.byId, async ({ ctx, params }) => reservations.byId(await ctx.guest(), ctx.now, params.id));
  registerEndpoint(app, guestReservationApi.check, async ({ ctx, params, raw }) =>
    reservations.check({ accountId: ctx.auth.accountId, ip: raw.ip }, ctx.now, params.reservation, params.mode, params.checkValue),
    { throttle: THROTTLE.lookup },
  );
  registerEndpoint(app, guestReservationApi.sendInvite, async ({ ctx, body }) => invites.send(await ctx.guest(), ctx.now, body.email), {
    throttle: THROTTLE.mail,
  });
  registerEndpoint(app, guestReservationApi.revokeInvite, async ({ ctx, query }) => invites.revoke(await ctx.guest(), ctx.now, query.email));
  registerEndpoint(app, guestReservationApi.checkMail, async ({ ctx, body }) => reservations.checkMail(await ctx.guest(), ctx.now, body.email));
  registerEndpoint(app, guestReservationApi.disableDemo, async ({ ctx }) => reservations.disableDemo(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestReservationApi.disableGuideRating, async ({ ctx }) => reservations.disableGuideRating(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestReservationApi.leaveGuide, async ({ ctx }) => reservations.leaveGuide(await ctx.guest(), ctx.now));
}
