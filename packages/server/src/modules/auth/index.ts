/**
 * Signing in and up: login, sessions and their refresh tokens, guest sign-up, the live-session check sockets use,
 * and ending sessions (endSessions: logout, refresh-token reuse, password reset, account removal). Owns `sessions`
 * and `refresh_tokens`.
 */
import type { AppModule } from '../../http/app-module';
import { findSessionIdsRevokedSince } from './repository';
import { registerAuthRoutes } from './routes';
import { createAuthService } from './service';
import { createSignUpService } from './sign-up-service';

export const authModule: AppModule = {
  name: 'auth',
  async register(app, { db, accessTokens, config, clock, realtime }) {
    // Sessions ended before this instance started may still have unexpired access tokens. The realtime bus is
    // already listening, so nothing ended from now on is missed.
    const since = new Date(clock().getTime() - config.accessTokenTtlSeconds * 1000).toISOString();
    accessTokens.revocations.add(await findSessionIdsRevokedSince(db, since));

    const auth = createAuthService({ db, accessTokens, realtime, refreshTokenTtlDays: config.refreshTokenTtlDays });
    registerAuthRoutes(app, auth, createSignUpService({ db, auth }));
  },
};

export { endSessions, type EndSessionsDeps, type SessionSelector } from './end-sessions';
export { loadSocketCaller } from './live-session';
export { insertSession } from './repository';
