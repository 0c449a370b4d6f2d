import type { FastifyInstance } from 'fastify';
import { managementReservationFeedApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { FeedAdminService } from './feed-admin-service';

/** /api/employee/reservation-feed. The literal segment /create wins over /{_id} in the router. */
export function registerReservationFeedRoutes(app: FastifyInstance, feeds: FeedAdminService): void {
  registerEndpoint(app, managementReservationFeedApi.list, async ({ ctx, query }) => feeds.list(await ctx.staff(), query.location));
  registerEndpoint(app, managementReservationFeedApi.create, async ({ ctx, body }) => feeds.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, managementReservationFeedApi.run, async ({ ctx, params, query }) => feeds.run(await ctx.staff(), ctx.now, query.location, params._id));
  registerEndpoint(app, managementReservationFeedApi.remove, async ({ ctx, params, query }) => feeds.remove(await ctx.staff(), query.location, params._id));
}
