import type { FastifyInstance } from 'fastify';
import { authApi, staffProfileApi, guestProfileApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { THROTTLE } from '../../plugins/rate-limit';
import type { AccountRemovalService } from './account-removal-service';
import type { PasswordChangeService } from './password-change-service';
import type { PasswordResetService } from './password-reset-service';
import type { VerificationService } from './verification-service';

export interface LifecycleServices {
  verification: VerificationService;
  reset: PasswordResetService;
  passwordChange: PasswordChangeService;
  removal: AccountRemovalService;
}

/** The account lifecycle under /api/auth (verification, password reset, removal) and the profile's password change. */
export function registerLifecycleRoutes(app: FastifyInstance, { verification, reset, passwordChange, removal }: LifecycleServices): void {
  registerEndpoint(app, authApi.sendVerification, async ({ ctx, body }) => verification.send(await ctx.caller(), body?.language, ctx.now), {
    throttle: THROTTLE.mail,
  });
  registerEndpoint(app, authApi.checkVerification, async ({ ctx }) => verification.check(await ctx.caller()));
  registerEndpoint(app, authApi.verifyEmail, async ({ params, ctx }) => verification.verify(params.token, ctx.now), { throttle: THROTTLE.lookup });

  registerEndpoint(app, authApi.requestResetPassword, async ({ params, body, ctx }) => reset.request(params.email, body?.language, ctx.now), {
    throttle: THROTTLE.passwordReset,
  });
  registerEndpoint(app, authApi.getResetHash, async ({ params, ctx }) => reset.getResetHash(params.email, params.code, ctx.now), {
    throttle: THROTTLE.passwordReset,
  });
  registerEndpoint(app, authApi.resetPassword, async ({ body, ctx }) => reset.resetPassword(body, ctx.now), { throttle: THROTTLE.passwordReset });

  registerEndpoint(app, guestProfileApi.changePassword, async ({ ctx, body }) => passwordChange.changePassword(await ctx.guest(), ctx.auth, body, ctx.now), {
    throttle: THROTTLE.passwordChange,
  });
  registerEndpoint(app, staffProfileApi.changePassword, async ({ ctx, body }) => passwordChange.changePassword(await ctx.staff(), ctx.auth, body, ctx.now), {
    throttle: THROTTLE.passwordChange,
  });

  registerEndpoint(app, authApi.removeAccount, async ({ ctx }) => removal.removeAccount(await ctx.caller(), ctx.now));
}
