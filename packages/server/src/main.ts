import { buildApp } from './app';
import { DEMO_LOGINS } from './cli/demo-data';
import { refuseDemoAccounts } from './cli/production-safety';
import { DEMO_STAY_LOGINS, describeDemoActivation } from './cli/seed-demo-stays';
import { hasAnyAccount } from './cli/seed-demo';
import { seedFullDemo } from './cli/seed-full-demo';
import { seedLargeDemo } from './cli/seed-large';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb } from './db/create-db';
import type { Db } from './db/database';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startup-lock';
import { waitForDatabase } from './db/wait-for-database';
import { startAttachmentCleanupJob, startReminderJob } from './modules/chat';
import { findAccountByEmail } from './modules/identity';
import { checkPaymentsAtStart } from './platform/payments/check-payments-at-start';
import { startReservationFeedJob } from './modules/reservation-import';
import { closeGracefullyOnSignals } from './shutdown';

async function shouldSeed(config: Config, db: Db): Promise<boolean> {
  if (config.seedDemo === 'true') return true;
  if (config.seedDemo === 'false') return false;
  return !(await hasAnyAccount(db));
}

async function printDemoLogins(db: Db): Promise<void> {
  const present = [];
  for (const login of [...DEMO_LOGINS, ...DEMO_STAY_LOGINS]) if (await findAccountByEmail(db, login.email)) present.push(login);
  if (present.length === 0) return;
  const rows = [['email', 'role', 'password'], ...present.map(({ email, role, password }) => [email, role, password])];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  console.log('\nDemo logins:');
  for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
  const activation = await describeDemoActivation(db);
  if (activation) console.log(`\n${activation}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  await checkPaymentsAtStart(config);
  const { db, dialect } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await waitForDatabase(db, { databaseUrl: config.databaseUrl, timeoutSeconds: config.databaseStartTimeoutSeconds });
  // Instances starting together on one database migrate and seed one after the other.
  await withStartupLock(db, async () => {
    const { applied } = await migrateToLatest(db);
    if (applied.length > 0) console.log(`Database (${dialect}): applied ${applied.length} migration(s): ${applied.join(', ')}`);
    if (config.isProduction) await refuseDemoAccounts(db);
    // Seeding finishes before the server listens, so it never holds up a request.
    if (config.seedDemo === 'large') await seedLargeDemo(db, { scale: config.seedLargeScale });
    else if (await shouldSeed(config, db)) await seedFullDemo(db);
  });

  const app = await buildApp({ config, db });
  const { realtime, push, log, clock } = app.platform;
  const reminderJob = startReminderJob({ db, realtime, push, log, clock, intervalMs: config.reminderPollIntervalMs });
  const attachmentCleanupJob = startAttachmentCleanupJob({ db, dataDir: config.dataDir, log, clock });
  const feedJob =
    config.reservationFeedIntervalMinutes > 0
      ? startReservationFeedJob({ db, log, clock, intervalMs: config.reservationFeedIntervalMinutes * 60_000 })
      : undefined;
  // The first of the app's close hooks (right after its last request): a job's pass under way still has the push
  // outbox and the realtime bus, which close after it.
  app.addHook('onClose', async () => {
    await Promise.all([reminderJob.stop(), attachmentCleanupJob.stop(), feedJob?.stop()]);
  });
  closeGracefullyOnSignals({ app, drainMs: config.shutdownDrainSeconds * 1000, closeAfterApp: () => db.destroy() });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Stay Companion is running at http://localhost:${port}`);
  console.log(`API documentation: http://localhost:${port}/api/docs`);
  await printDemoLogins(db);
}

main().catch((error: unknown) => {
  // A bad setting needs only its message; anything else needs the full story.
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
