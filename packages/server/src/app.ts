import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { registerDomotics } from './adapters/domotics/register-domotics';
import { registerAccommodationRoutes } from './modules/accommodation/routes';
import { createAccommodationService } from './modules/accommodation/service';
import { createAuthService } from './modules/auth/service';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerEmployeeProfileRoutes } from './modules/profile/employee-routes';
import { registerGuestProfileRoutes } from './modules/profile/guest-routes';
import { createProfileService } from './modules/profile/service';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { hasAppBuild, registerStaticApp } from './plugins/static-app';
import { createAccessTokens } from './security/access-tokens';
import { resolveJwtSecret } from './security/jwt-secret';

export interface BuildAppOptions {
  config: Config;
  /** A migrated database. The app does not close it: whoever opened it calls `db.destroy()`. */
  db: Db;
  /** Fastify's logger option; defaults to pino at config.logLevel. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole HTTP app, ready for `inject` or `listen`. Routes may still be added before the first request
 * (tests add failing routes this way).
 */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const accessTokens = createAccessTokens(await resolveJwtSecret(db, config.jwtSecret), config.accessTokenTtlSeconds);
  const spaFallback = hasAppBuild(config.appDist) ? await registerStaticApp(app, config.appDist) : undefined;
  registerErrorHandling(app, spaFallback ? { spaFallback } : {});
  registerAuth(app, accessTokens);
  await registerOpenApi(app);

  registerAuthRoutes(app, createAuthService({ db, accessTokens, refreshTokenTtlDays: config.refreshTokenTtlDays }));
  const profiles = createProfileService({ db });
  registerGuestProfileRoutes(app, profiles);
  registerEmployeeProfileRoutes(app, profiles);
  registerAccommodationRoutes(app, createAccommodationService({ db, domotics: registerDomotics(app, config) }));

  return app;
}
