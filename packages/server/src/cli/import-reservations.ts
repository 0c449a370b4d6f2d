import { loadConfig } from '../config';
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrations';
import { sendActivationMailToBooking } from '../modules/reservation';
import { createFeedSource } from '../modules/reservation-import';
import { createMailer } from '../platform/mail/create-mailer';
import { runImportCommand } from './import-reservations-command';
import { IMPORT_RESERVATIONS_USAGE, parseImportInput } from './import-reservations-input';

async function main(argv: readonly string[]): Promise<number> {
  // npm runs workspace scripts in the workspace folder; a relative feed path means the folder it was typed in.
  const parsed = parseImportInput(argv, process.env.INIT_CWD ?? process.cwd());
  if (!parsed.ok) {
    console.error(parsed.errors.map((error) => `Error: ${error}`).join('\n'));
    console.error(IMPORT_RESERVATIONS_USAGE);
    return 1;
  }
  const config = loadConfig();
  const { db } = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const now = new Date();
  // Without SMTP the outbox mailer's log line is how a mail reaches anyone: print it.
  const mailer = createMailer(config, { db, log: { info: (object, message) => console.log(message, object), warn: (object, message) => console.warn(message, object) }, now: () => new Date() });
  try {
    await migrateToLatest(db);
    return await runImportCommand(parsed.input, {
      db,
      source: createFeedSource(),
      now,
      intervalMinutes: config.reservationFeedIntervalMinutes,
      print: (line) => console.log(line),
      sendActivationMail: (reservationNumber) => sendActivationMailToBooking({ db, mailer, publicUrl: config.publicUrl }, reservationNumber, now),
    });
  } finally {
    await mailer.close();
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
