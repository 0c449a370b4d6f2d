import type { FastifyInstance } from 'fastify';
import { guestRatingApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { RatingService } from './service';

export function registerGuestRatingRoutes(app: FastifyInstance, ratings: RatingService): void {
  registerEndpoint(app, guestRatingApi.rate, async ({ ctx, body }) => ratings.rate(await ctx.guest(), ctx.now, body));
  registerEndpoint(app, guestRatingApi.mine, async ({ ctx, params }) => ratings.mine(await ctx.guest(), params.label));
}
