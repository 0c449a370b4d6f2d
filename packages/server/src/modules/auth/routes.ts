import type { FastifyInstance } from 'fastify';
import { accountApi, authApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { THROTTLE } from '../../plugins/rate-limit';
import type { AuthService } from './service';
import type { SignUpService } from './sign-up-service';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, signUp: SignUpService): void {
  registerEndpoint(app, authApi.login, async ({ body, ctx }) => auth.login(body, ctx.now), { throttle: THROTTLE.signIn });
  registerEndpoint(app, authApi.check, async ({ ctx }) => auth.check(ctx.auth, () => ctx.caller(), ctx.now));
  registerEndpoint(app, authApi.userSettings, async ({ ctx }) => auth.userSettings(await ctx.caller()));
  registerEndpoint(app, authApi.refresh, async ({ refreshToken, ctx }) => auth.refresh(refreshToken, ctx.now));
  registerEndpoint(app, authApi.revoke, async ({ ctx }) => {
    await auth.revoke(ctx.auth, ctx.now);
    return { message: 'REVOKED' };
  });

  registerEndpoint(app, accountApi.exists, async ({ params }) => signUp.exists(params.email), { throttle: THROTTLE.lookup });
  registerEndpoint(app, accountApi.create, async ({ body, ctx, raw }) => signUp.create(body, ctx.now, raw.ip), { throttle: THROTTLE.signUp });
}
