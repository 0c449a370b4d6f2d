/**
 * Signing in and up: login, sessions and their refresh tokens, guest sign-up, and the live-session check sockets
 * use. Owns `sessions` and `refresh_tokens`.
 */
import type { AppModule } from '../../http/app-module';
import { registerAuthRoutes } from './routes';
import { createAuthService } from './service';
import { createSignUpService } from './sign-up-service';

export const authModule: AppModule = {
  name: 'auth',
  register(app, { db, accessTokens, config }) {
    const auth = createAuthService({ db, accessTokens, refreshTokenTtlDays: config.refreshTokenTtlDays });
    registerAuthRoutes(app, auth, createSignUpService({ db, auth }));
  },
};

export { loadSocketCaller } from './live-session';
export { insertSession } from './repository';
