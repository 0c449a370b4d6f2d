import type { FastifyInstance } from 'fastify';
import { guestSuiteApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { SuiteService } from './service';

export function registerSuiteRoutes(app: FastifyInstance, suite: SuiteService): void {
  registerEndpoint(app, guestSuiteApi.current, async ({ ctx, query }) => suite.currentSuite(await ctx.guest(), ctx.now, query.lang));
  registerEndpoint(app, guestSuiteApi.control, async ({ ctx, params, query, body }) =>
    suite.control(await ctx.guest(), ctx.now, params.id, body, query.lang),
  );
  registerEndpoint(app, guestSuiteApi.refresh, async ({ ctx, params, query }) =>
    suite.refresh(await ctx.guest(), ctx.now, params.id, query.lang),
  );
  registerEndpoint(app, guestSuiteApi.applyPreset, async ({ ctx, params, query }) =>
    suite.applyPreset(await ctx.guest(), ctx.now, params.key, query.lang),
  );
}
