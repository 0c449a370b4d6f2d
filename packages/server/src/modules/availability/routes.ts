import type { FastifyInstance } from 'fastify';
import { availabilityApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AvailabilityService } from './service';

export function registerAvailabilityRoutes(app: FastifyInstance, availability: AvailabilityService): void {
  registerEndpoint(app, availabilityApi.list, async ({ ctx, query }) => availability.list(await ctx.staff(), query));
  registerEndpoint(app, availabilityApi.create, async ({ ctx, body }) => availability.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, availabilityApi.get, async ({ ctx, params }) => availability.get(await ctx.staff(), params.nmbr));
  registerEndpoint(app, availabilityApi.update, async ({ ctx, params, body }) => availability.update(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, availabilityApi.delete, async ({ ctx, params }) => availability.delete(await ctx.staff(), params.nmbr));
}
