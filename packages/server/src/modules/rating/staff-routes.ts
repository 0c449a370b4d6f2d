import type { FastifyInstance } from 'fastify';
import { staffRatingApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { StaffRatingService } from './staff-service';

export function registerStaffRatingRoutes(app: FastifyInstance, ratings: StaffRatingService): void {
  const api = staffRatingApi;
  registerEndpoint(app, api.dashboard, async ({ ctx }) => ratings.dashboard(await ctx.staff()));
  registerEndpoint(app, api.leaderboard, async ({ ctx, params, query }) => ratings.leaderboard(await ctx.staff(), ctx.now, params.label, query));
  registerEndpoint(app, api.salesChallenge, async ({ ctx }) => ratings.salesChallenge(await ctx.staff(), ctx.now));
  registerEndpoint(app, api.salesChallengeOf, async ({ ctx, params }) => ratings.salesChallenge(await ctx.staff(), ctx.now, params.month));
}
