import type { FastifyInstance } from 'fastify';
import { guestProfileApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ProfileService } from './service';

export function registerGuestProfileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  registerEndpoint(app, guestProfileApi.get, async ({ auth }) => profiles.guestProfile(auth.accountId));
}
