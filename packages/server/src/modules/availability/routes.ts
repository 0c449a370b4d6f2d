import type { FastifyInstance } from 'fastify';
import { staffAvailabilityApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AvailabilityService } from './service';

export function registerAvailabilityRoutes(app: FastifyInstance, availability: AvailabilityService): void {
  registerEndpoint(app, staffAvailabilityApi.list, async ({ ctx, query }) => availability.list(await ctx.staff(), query));
  registerEndpoint(app, staffAvailabilityApi.create, async ({ ctx, body }) => availability.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, staffAvailabilityApi.get, async ({ ctx, params }) => availability.get(await ctx.staff(), params.nmbr));
  registerEndpoint(app, staffAvailabilityApi.update, async ({ ctx, params, body }) => availability.update(await ctx.staff(), ctx.now, params.nmbr, body));
  registerEndpoint(app, staffAvailabilityApi.delete, async ({ ctx, params }) => availability.delete(await ctx.staff(), params.nmbr));
}
