import type { FastifyInstance } from 'fastify';
import { guestAccommodationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AccommodationService } from './service';

export function registerAccommodationRoutes(app: FastifyInstance, accommodation: AccommodationService): void {
  registerEndpoint(app, guestAccommodationApi.current, async ({ ctx }) => accommodation.currentSuite(await ctx.guest(), ctx.now));
  registerEndpoint(app, guestAccommodationApi.control, async ({ ctx, params, body }) =>
    accommodation.control(await ctx.guest(), ctx.now, params.id, body),
  );
  registerEndpoint(app, guestAccommodationApi.refresh, async ({ ctx, params }) => accommodation.refresh(await ctx.guest(), ctx.now, params.id));
  registerEndpoint(app, guestAccommodationApi.applyPreset, async ({ ctx, params }) =>
    accommodation.applyPreset(await ctx.guest(), ctx.now, params.key),
  );
}
