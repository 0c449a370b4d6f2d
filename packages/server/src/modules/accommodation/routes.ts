import type { FastifyInstance } from 'fastify';
import { guestAccommodationApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AccommodationService } from './service';

export function registerAccommodationRoutes(app: FastifyInstance, accommodation: AccommodationService): void {
  registerEndpoint(app, guestAccommodationApi.current, async ({ auth }) => accommodation.currentSuite(auth.accountId));
  registerEndpoint(app, guestAccommodationApi.control, async ({ auth, params, body }) =>
    accommodation.control(auth.accountId, params.id, body),
  );
  registerEndpoint(app, guestAccommodationApi.refresh, async ({ auth, params }) =>
    accommodation.refresh(auth.accountId, params.id),
  );
  registerEndpoint(app, guestAccommodationApi.applyPreset, async ({ auth, params }) =>
    accommodation.applyPreset(auth.accountId, params.key),
  );
}
