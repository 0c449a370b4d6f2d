import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { dataGenerations, type DataGenerations } from './db/data-generations';
import type { Db } from './db/database';
import { serializeRequest } from './http/log-serializers';
import { rejectNulCharacters } from './http/reject-nul-characters';
import { registerReplyCache } from './http/reply-cache';
import { createReplySerializerCompiler } from './http/reply-serializer';
import { provideRequestContext } from './http/request-context';
import { APP_MODULES } from './modules';
import { loadSocketCaller } from './modules/auth';
import { createKeptCallerLoader } from './modules/identity';
import { systemClock, type Clock } from './platform/clock';
import { createPlatform } from './platform/create-platform';
import type { MailPort } from './platform/mail/port';
import type { SocketLimits } from './platform/realtime/plugin';
import type { DiskSpaceProbe } from './storage/disk-space';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerIdempotency } from './plugins/idempotency';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerLoadShedding } from './plugins/load-shedding';
import { answerClientError } from './plugins/parser-errors';
import { registerRateLimits } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { hasAppBuild, registerStaticApp } from './plugins/static-app';
import { createAccessTokens } from './security/access-tokens';
import { resolveJwtSecret } from './security/jwt-secret';

export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
export const CONNECTION_IDLE_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 300_000;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildAppOptions {
  config: Config;
  /** A migrated database. The app does not close it: whoever opened it calls `db.destroy()`. */
  db: Db;
  /** Fastify's logger option; defaults to pino at config.logLevel. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** The clock every request and job runs on; tests pass one they can set. Defaults to the system clock. */
  now?: Clock;
  /** The mail port; defaults to SMTP when SMTP_URL is set, else the outbox (table + log). */
  mailer?: MailPort;
  /** Check every reply against the contract's zod schema as well (see http/reply-serializer); on under NODE_ENV=test. */
  checkReplies?: boolean;
  /** Reads the free space of DATA_DIR's disk for the upload guard; defaults to statfs. Tests hand in their own. */
  diskSpaceProbe?: DiskSpaceProbe;
  /**
   * The data generations `db` reports to; defaults to the process's, which every handle from createDb reports to.
   * A test gives a second instance's handle its own, as a second process would have.
   */
  generations?: DataGenerations;
  /** Realtime socket limits other than the contract's (tests shorten the idle timeout). */
  socketLimits?: Partial<SocketLimits>;
}

/**
 * The whole HTTP app, ready for `inject` or `listen`: the platform services, then every domain module. Routes may
 * still be added before the first request (tests add failing routes this way).
 */
export async function buildApp({
  config,
  db,
  logger,
  now: clock = systemClock,
  mailer,
  checkReplies = process.env.NODE_ENV === 'test',
  diskSpaceProbe,
  generations = dataGenerations,
  socketLimits,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: { req: serializeRequest } },
    // An idle keep-alive connection is closed after 72 s (above the 60 s after which common proxies and load
    // balancers let go of theirs), any connection without traffic after 2 minutes, and a request that has not fully
    // arrived after 5 minutes (a 10 MiB upload at 300 kbit/s). Upgraded WebSockets have their own idle limit.
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // On shutdown (start-server.ts), idle keep-alive connections are closed at once; requests under way finish (up to
    // SHUTDOWN_DRAIN_SECONDS) and their answers close their connections (see platform/health/draining). A request
    // that arrives on an open connection meanwhile is still answered, rather than with Fastify's own 503 body,
    // which is not an error of the catalogue.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Above the contract's longest path parameter (an email of 320 characters, percent-encoded), so those are
    // validated as input; longer ones answer URI_TOO_LONG.
    routerOptions: { maxParamLength: 1024 },
    // A hop count trusts that many proxies in front of us (Fastify's types take it only as a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createReplySerializerCompiler({ checkReplies }));

  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  registerIdempotency(app, { db, clock });
  await registerCompression(app);
  const accessTokens = createAccessTokens(await resolveJwtSecret(db, config.jwtSecret), config.accessTokenTtlSeconds);
  const spaFallback = hasAppBuild(config.appDist) ? await registerStaticApp(app, config.appDist) : undefined;
  registerErrorHandling(app, spaFallback ? { spaFallback } : {});
  registerAuth(app, accessTokens);
  registerReplyCache(app, { generations, clock, isEnabled: config.replyCache === 'on' });
  await registerRateLimits(app, { db, clock, limits: config.rateLimits });
  rejectNulCharacters(app);
  provideRequestContext(app, { clock, loadCaller: createKeptCallerLoader(db, generations) });
  await registerOpenApi(app);

  const platform = await createPlatform(app, {
    config,
    db,
    clock,
    accessTokens,
    mailer,
    generations,
    ...(socketLimits ? { socketLimits } : {}),
    diskSpaceProbe,
    loadSocketCaller: (auth) => loadSocketCaller(db, auth, clock()),
  });
  for (const domainModule of APP_MODULES) await domainModule.register(app, platform);
  // Last, so the event-loop delay is sampled from here on and not over the (blocking) build of the app above.
  await registerLoadShedding(app, { maxEventLoopDelayMs: config.loadShedEventLoopDelayMs });
  return app;
}
