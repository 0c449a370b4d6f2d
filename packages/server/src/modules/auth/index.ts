/**
 * Signing in and up: login, sessions and their refresh tokens, guest sign-up, the live-session check sockets use,
 * and ending sessions (endSessions: logout, refresh-token reuse, password reset, account removal). The account
 * lifecycle: email verification, password reset and change, account removal. Owns `sessions`, `refresh_tokens`,
 * `email_verifications` and `password_resets`.
 */
import type { AppModule } from '../../http/app-module';
import { createProfileImageStorage, profileImagesRoot } from '../identity';
import { createAccountRemovalService } from './account-removal-service';
import { registerLifecycleRoutes } from './lifecycle-routes';
import { createPasswordChangeService } from './password-change-service';
import { createPasswordResetService } from './password-reset-service';
import { findSessionIdsRevokedSince } from './repository';
import { registerAuthRoutes } from './routes';
import { createAuthService } from './service';
import { createSignUpService } from './sign-up-service';
import { createVerificationService } from './verification-service';

export const authModule: AppModule = {
  name: 'auth',
  async register(app, { db, accessTokens, config, clock, realtime, mailer, push, translation }) {
    // Sessions ended before this instance started may still have unexpired access tokens. The realtime bus is
    // already listening, so nothing ended from now on is missed.
    const endedLately = () => findSessionIdsRevokedSince(db, new Date(clock().getTime() - config.accessTokenTtlSeconds * 1000).toISOString());
    accessTokens.revocations.add(await endedLately());
    // When the bus's listener comes back after an outage, the sessions ended meanwhile are read the same way.
    realtime.catchUpEndedSessions(endedLately);

    const auth = createAuthService({ db, accessTokens, realtime, refreshTokenTtlDays: config.refreshTokenTtlDays, isChatTranslated: translation.provider !== 'none' });
    registerAuthRoutes(app, auth, createSignUpService({ db, auth }));
    registerLifecycleRoutes(app, {
      verification: createVerificationService({ db, mailer, publicUrl: config.publicUrl }),
      reset: createPasswordResetService({ db, mailer, realtime, push, log: app.log }),
      passwordChange: createPasswordChangeService({ db, realtime, push }),
      removal: createAccountRemovalService({ db, realtime, push, images: createProfileImageStorage(profileImagesRoot(config.dataDir)) }),
    });
  },
};

export { loadSocketCaller } from './live-session';
