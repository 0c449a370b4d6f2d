import type { FastifyInstance } from 'fastify';
import { guestClimateApi, managementClimateApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ClimateService } from './service';

export function registerClimateRoutes(app: FastifyInstance, climate: ClimateService): void {
  registerEndpoint(app, managementClimateApi.rules, async ({ ctx }) => climate.rules(await ctx.staff()));
  registerEndpoint(app, managementClimateApi.saveRules, async ({ ctx, body }) => climate.saveRules(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, managementClimateApi.actions, async ({ ctx, query }) => climate.actions(await ctx.staff(), query.suite));
  registerEndpoint(app, managementClimateApi.energy, async ({ ctx, query }) => climate.energy(await ctx.staff(), ctx.now, query.weeks));
  registerEndpoint(app, guestClimateApi.energy, async ({ ctx }) => climate.stayEnergy(await ctx.guest(), ctx.now));
}
