import type { FastifyInstance } from 'fastify';
import { authApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { AuthService } from './service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  registerEndpoint(app, authApi.login, async ({ body }) => auth.login(body));
  registerEndpoint(app, authApi.check, async (request) => auth.check(request.auth));
  registerEndpoint(app, authApi.userSettings, async (request) => auth.userSettings(request.auth));
  registerEndpoint(app, authApi.refresh, async ({ refreshToken }) => auth.refresh(refreshToken));
  registerEndpoint(app, authApi.revoke, async (request) => {
    await auth.revoke(request.auth);
    return { message: 'REVOKED' };
  });
}
