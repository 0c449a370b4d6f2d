import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DataGenerations } from '../db/data-generations';
import type { Db } from '../db/database';
import type { AccessTokens } from '../security/access-tokens';
import type { DiskSpaceProbe } from '../storage/disk-space';
import { createUploadGuard } from '../storage/upload-guard';
import type { Clock } from './clock';
import { registerDevices } from './devices/register-devices';
import { createGuestTemperatureRanges } from './guest-temperature-ranges';
import { createMailer } from './mail/create-mailer';
import type { MailPort } from './mail/port';
import { registerPayments } from './payments/create-payments';
import type { Platform } from './platform';
import { createPush } from './push/create-push';
import type { PushPort } from './push/port';
import { createArrivals } from './arrivals';
import { createReservationChats } from './reservation-chats';
import type { SocketCallerLoader } from './realtime/identify';
import { registerRealtime, type RealtimePublisher, type SocketLimits } from './realtime/plugin';
import { closeConnectionsWhileDraining, createDraining } from './health/draining';
import { readinessChecks } from './health/readiness';
import { registerMetrics } from './metrics/metrics';
import { registerHealthRoutes } from './health/routes';
import { createRentalPartner } from './rental-partner/create-rental-partner';
import { createTranslation } from './translation/create-translation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's platform services (jobs started beside the app use them). */
    platform: Platform;
    /** Live events to the sockets of every instance (the realtime adapter). */
    realtime: RealtimePublisher;
    /** The push notification port (Web Push plus the outbox by default; PUSH=outbox only records). */
    push: PushPort;
  }
}

export interface PlatformOptions {
  config: Config;
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  /** Who a realtime socket's token belongs to (the auth module's live-session check). */
  loadSocketCaller: SocketCallerLoader;
  /** The data generations the database reports to (the reply cache's). */
  generations: DataGenerations;
  /** Realtime socket limits other than the defaults (tests). */
  socketLimits?: Partial<SocketLimits>;
  /** A given mail port (tests); otherwise SMTP when SMTP_URL is set, else the outbox. */
  mailer?: MailPort;
  /** Reads the free space of DATA_DIR's disk (tests); otherwise statfs. */
  diskSpaceProbe?: DiskSpaceProbe;
}

/**
 * Creates the cross-cutting services once: mail, push, realtime (with its socket route), devices, payments (with the
 * test PSP's page), translation. Each is closed with the app, except a given mailer, which its owner closes.
 */
export async function createPlatform(app: FastifyInstance, options: PlatformOptions): Promise<Platform> {
  const { config, db, clock, accessTokens } = options;
  const mailer = options.mailer ?? createMailer(config, { db, log: app.log, now: clock });
  if (!options.mailer) app.addHook('onClose', () => mailer.close());
  const realtime = await registerRealtime(app, {
    config,
    db,
    accessTokens,
    clock,
    loadSocketCaller: options.loadSocketCaller,
    generations: options.generations,
    ...(options.socketLimits ? { socketLimits: options.socketLimits } : {}),
  });
  registerMetrics(app, { token: config.metricsToken, db, hub: realtime.hub });
  const uploads = createUploadGuard({ db, dataDir: config.dataDir, limits: config.uploads, diskSpaceProbe: options.diskSpaceProbe });
  const draining = createDraining();
  closeConnectionsWhileDraining(app, draining);
  registerHealthRoutes(app, readinessChecks({ db, realtime, uploads, draining }));
  const push = await createPush(db, app.log, clock, config.push);
  // Deliveries still under way finish (or time out) before the database goes.
  app.addHook('onClose', () => push.settled());
  const devices = registerDevices(app, config, clock);
  const payments = await registerPayments(app, config, { db, clock });
  const rentalPartner = createRentalPartner();
  const translation = createTranslation(config.translation, app.log);
  const platform: Platform = { config, db, clock, log: app.log, accessTokens, mailer, push, realtime, devices, rentalPartner, payments, translation, uploads, draining, arrivals: createArrivals(), reservationChats: createReservationChats(), guestTemperatureRanges: createGuestTemperatureRanges() };
  app.decorate('platform', platform);
  app.decorate('realtime', realtime);
  app.decorate('push', push);
  return platform;
}
