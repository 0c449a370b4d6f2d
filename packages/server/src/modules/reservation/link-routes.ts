import type { FastifyInstance } from 'fastify';
import { accountApi, authReservationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ReservationLinkService } from './link-service';

/** Linking a guest to a reservation (activation, accepting an invite) and unlinking. */
export function registerReservationLinkRoutes(app: FastifyInstance, links: ReservationLinkService): void {
  registerEndpoint(app, accountApi.linkReservation, async ({ ctx, params, body, raw }) =>
    links.linkReservation(await ctx.guest(), raw.ip, ctx.now, params.id, body),
  );
  registerEndpoint(app, accountApi.resetReservation, async ({ ctx, params }) =>
    links.acceptInvite(await ctx.guest(), ctx.now, params.reservation, params.resetHash),
  );
  registerEndpoint(app, authReservationApi.unlinkReservation, async ({ ctx }) => links.unlinkReservation(await ctx.guest(), ctx.now));
}
