import { buildApp } from './app';
import { refuseDemoAccounts } from './cli/production-safety';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb } from './db/create-db';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startup-lock';
import { waitForDatabase } from './db/wait-for-database';
import { startAttachmentCleanupJob, startReminderJob } from './modules/chat';
import { startClimateJob } from './modules/climate';
import { checkPaymentsAtStart } from './platform/payments/check-payments-at-start';
import { startReservationFeedJob } from './modules/reservation-import';
import { startWebhookDeliveryJob } from './modules/pms';
import { startLockWatchJob } from './modules/suite';
import { allowEveryAddress, createOutgoingGuard } from './platform/network/outgoing-request';
import { closeGracefullyOnSignals } from './shutdown';

export type { Config } from './config';
export type { Db } from './db/database';

export interface StartServerOptions {
  /**
   * Runs inside the startup lock, right after the migrations and the production checks and before the server listens
   * (the demo seeds here, so seeding never holds up a request).
   */
  prepareDatabase?: (db: Db, config: Config) => Promise<void>;
  /** Runs once the server listens (the demo prints its logins here). */
  afterListen?: (db: Db, config: Config) => Promise<void>;
}

async function start({ prepareDatabase, afterListen }: StartServerOptions): Promise<void> {
  const config = loadConfig();
  await checkPaymentsAtStart(config);
  const { db, dialect } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await waitForDatabase(db, { databaseUrl: config.databaseUrl, timeoutSeconds: config.databaseStartTimeoutSeconds });
  // Instances starting together on one database migrate (and seed) one after the other.
  await withStartupLock(db, async () => {
    const { applied } = await migrateToLatest(db);
    if (applied.length > 0) console.log(`Database (${dialect}): applied ${applied.length} migration(s): ${applied.join(', ')}`);
    if (config.isProduction) await refuseDemoAccounts(db);
    await prepareDatabase?.(db, config);
  });

  const app = await buildApp({ config, db });
  const { realtime, push, log, clock } = app.platform;
  const reminderJob = startReminderJob({ db, realtime, push, log, clock, intervalMs: config.reminderPollIntervalMs });
  const attachmentCleanupJob = startAttachmentCleanupJob({ db, dataDir: config.dataDir, log, clock });
  const feedJob =
    config.reservationFeedIntervalMinutes > 0
      ? startReservationFeedJob({ db, log, clock, intervalMs: config.reservationFeedIntervalMinutes * 60_000 })
      : undefined;
  const climateJob =
    config.climateIntervalSeconds > 0 ? startClimateJob({ db, devices: app.platform.devices, log, clock, intervalMs: config.climateIntervalSeconds * 1000 }) : undefined;
  const webhookJob =
    config.pms.webhookIntervalSeconds > 0
      ? startWebhookDeliveryJob({
          db,
          log,
          clock,
          intervalMs: config.pms.webhookIntervalSeconds * 1000,
          guard: createOutgoingGuard(config.pms.webhookAllowLocalAddresses ? { isAllowedAddress: allowEveryAddress } : {}),
        })
      : undefined;
  const { devices, arrivals, reservationChats } = app.platform;
  const lockWatchJob =
    config.lockWatchIntervalSeconds > 0
      ? startLockWatchJob({ db, devices, log, clock, intervalMs: config.lockWatchIntervalSeconds * 1000, notices: { db, push, realtime, log, arrivals, reservationChats } })
      : undefined;
  // The first of the app's close hooks (right after its last request): a job's pass under way still has the push
  // outbox and the realtime bus, which close after it.
  app.addHook('onClose', async () => {
    await Promise.all([reminderJob.stop(), attachmentCleanupJob.stop(), feedJob?.stop(), webhookJob?.stop(), climateJob?.stop(), lockWatchJob?.stop()]);
  });
  closeGracefullyOnSignals({ app, drainMs: config.shutdownDrainSeconds * 1000, closeAfterApp: () => db.destroy() });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Stay Companion is running at http://localhost:${port}`);
  console.log(`API documentation: http://localhost:${port}/api/docs`);
  await afterListen?.(db, config);
}

/**
 * Reads the configuration, opens and migrates the database, builds the app and listens; on SIGINT/SIGTERM it closes
 * gracefully. A failure to start ends the process with status 1. `main.ts` starts the server as it is; the demo's
 * entry (`packages/demo/src/main.ts`) adds its seeding and the demo logins.
 */
export function startServer(options: StartServerOptions = {}): Promise<void> {
  return start(options).catch((error: unknown) => {
    // A bad setting needs only its message; anything else needs the full story.
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  });
}
