import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializeRequest } from './http/log-serializers';
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
import { createMailer } from './adapters/mail/create-mailer';
import type { MailPort } from './adapters/mail/port';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAuthReservationRoutes } from './modules/account/auth-reservation-routes';
import { createReservationLinkService } from './modules/account/reservation-link-service';
import { createAccountService } from './modules/account/service';
import { registerGuestDemoRoutes } from './modules/demo/guest-routes';
import { createDemoService } from './modules/demo/service';
import { registerEmployeeGuideRoutes } from './modules/guide-selection/employee-routes';
import { registerGuestGuideSelectionRoutes } from './modules/guide-selection/guest-routes';
import { createGuideSelectionService } from './modules/guide-selection/service';
import { registerEmployeeQuestionnaireRoutes } from './modules/questionnaire/employee-routes';
import { registerGuestQuestionnaireRoutes } from './modules/questionnaire/guest-routes';
import { createQuestionnaireService } from './modules/questionnaire/service';
import { registerGuestRatingRoutes } from './modules/rating/guest-routes';
import { createRatingService } from './modules/rating/service';
import { systemClock, type Clock } from './modules/reservation/clock';
import { registerGuestReservationRoutes } from './modules/reservation/guest-routes';
import { createInviteService } from './modules/reservation/invite-service';
import { createReservationService } from './modules/reservation/service';
import { registerChat } from './modules/chat/register';

export interface BuildAppOptions {
  config: Config;
  /** A migrated database. The app does not close it: whoever opened it calls `db.destroy()`. */
  db: Db;
  /** Fastify's logger option; defaults to pino at config.logLevel. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** The clock the reservation rules run on; tests pass one they can set. Defaults to the system clock. */
  now?: Clock;
  /** The mail port; defaults to SMTP when SMTP_URL is set, else the outbox (table + log). */
  mailer?: MailPort;
}

/**
 * The whole HTTP app, ready for `inject` or `listen`. Routes may still be added before the first request
 * (tests add failing routes this way).
 */
export async function buildApp({ config, db, logger, now = systemClock, mailer: givenMailer }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: { req: serializeRequest } },
    // On shutdown, drop keep-alive connections instead of waiting for browsers to let go of them.
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const accessTokens = createAccessTokens(await resolveJwtSecret(db, config.jwtSecret), config.accessTokenTtlSeconds);
  const spaFallback = hasAppBuild(config.appDist) ? await registerStaticApp(app, config.appDist) : undefined;
  registerErrorHandling(app, spaFallback ? { spaFallback } : {});
  registerAuth(app, accessTokens);
  await registerOpenApi(app);

  const auth = createAuthService({ db, accessTokens, refreshTokenTtlDays: config.refreshTokenTtlDays });
  registerAuthRoutes(app, auth);
  const profiles = createProfileService({ db });
  registerGuestProfileRoutes(app, profiles);
  registerEmployeeProfileRoutes(app, profiles);
  registerAccommodationRoutes(app, createAccommodationService({ db, domotics: registerDomotics(app, config) }));

  const mailer = givenMailer ?? createMailer(config, { db, log: app.log, now });
  if (!givenMailer) app.addHook('onClose', () => mailer.close());
  const reservationLinks = createReservationLinkService({ db, now });
  const questionnaires = createQuestionnaireService({ db });
  const guideSelection = createGuideSelectionService({ db, now, questionnaires });
  registerGuestReservationRoutes(app, createReservationService({ db, now }), createInviteService({ db, now, mailer, publicUrl: config.publicUrl }));
  registerAccountRoutes(app, createAccountService({ db, auth, now }), reservationLinks);
  registerAuthReservationRoutes(app, reservationLinks);
  registerGuestQuestionnaireRoutes(app, questionnaires);
  registerEmployeeQuestionnaireRoutes(app, questionnaires);
  registerGuestGuideSelectionRoutes(app, guideSelection);
  registerEmployeeGuideRoutes(app, guideSelection);
  registerGuestRatingRoutes(app, createRatingService({ db, now }));
  registerGuestDemoRoutes(app, createDemoService({ db, now }));

  await registerChat(app, { config, db, accessTokens });
  return app;
}
