import type { FastifyInstance } from 'fastify';
import { managementLocationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { LocationService } from './service';

/** Management's /api/employee/location/content-language. */
export function registerLocationRoutes(app: FastifyInstance, { locations }: { locations: LocationService }): void {
  registerEndpoint(app, managementLocationApi.contentLanguage, async ({ ctx, query }) => locations.contentLanguage(await ctx.staff(), query.location));
  registerEndpoint(app, managementLocationApi.setContentLanguage, async ({ ctx, query, body }) =>
    locations.setContentLanguage(await ctx.staff(), query.location, body.contentLanguage),
  );
}
