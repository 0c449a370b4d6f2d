import type { FastifyInstance } from 'fastify';
import { guestSuiteApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { SuiteService } from './service';

export function registerSuiteRoutes(app: FastifyInstance, suite: SuiteService): void {
  registerEndpoint(app, guestSuiteApi.current, async ({ ctx }) => suite.currentSuite(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestSuiteApi.control, async ({ ctx, params, body }) =>
    suite.control(await ctx.guest(), ctx.now, params.id, body),
  );
  registerEndpoint(app, guestSuiteApi.refresh, async ({ ctx, params }) => suite.refresh(await ctx.guest(), ctx.now, params.id));
  registerEndpoint(app, guestSuiteApi.applyPreset, async ({ ctx, params }) =>
    suite.applyPreset(await ctx.guest(), ctx.now, params.key),
  );
}
