import { wallClockOf } from '@stay/contract';
import type { Db } from '../db/database';
import {
  findFeed,
  findImportSuite,
  listScheduledFeeds,
  registerFeed,
  runFeed,
  setFeedScheduled,
  type FeedRow,
  type FeedRun,
  type FeedSource,
  type ImportProgress,
} from '../modules/reservation-import';
import { findSuiteById } from '../modules/suite';
import type { ImportInput } from './import-reservations-input';

export interface ImportCommandOptions {
  db: Db;
  source: FeedSource;
  now: Date;
  /** RESERVATION_FEED_INTERVAL_MINUTES, to say when a saved feed runs next. */
  intervalMinutes: number;
  print: (line: string) => void;
  /**
   * Sends the activation mail for a reservation created by this run (`--send-activation-mails`); answers false when
   * the reservation has no email to send it to.
   */
  sendActivationMail?: (reservationNumber: string) => Promise<boolean>;
}

const SKIP_REASONS: Record<string, string> = {
  blocked: 'a closed period, not a booking',
  cancelled: 'cancelled in the booking system (no reservation, or cancelled already)',
  recurring: 'a repeating event, not a booking',
  ended: 'the stay is over',
};

/** `yyyy-MM-dd HH:mm` on the location's clock. */
function onWallClock(instant: string, timeZone: string): string {
  const { day, time } = wallClockOf(instant, timeZone);
  return `${day} ${time}`;
}

function progressLine(progress: ImportProgress, timeZone: string): string {
  const stay = (dates: { startDateTime: string; endDateTime: string }) =>
    `${onWallClock(dates.startDateTime, timeZone)} – ${onWallClock(dates.endDateTime, timeZone)}`;
  switch (progress.kind) {
    case 'read':
      return `  read ${progress.events} event(s), ${progress.bytes} bytes; times in ${progress.timeZone}`;
    case 'missing':
      return `  missing    ${progress.reservationNumber}  ${stay(progress.stay)}  no longer in the feed: check it in the booking system (left as it is)`;
    case 'event': {
      const label = progress.outcome.padEnd(10);
      const what = progress.reservationNumber ?? (progress.summary ? `"${progress.summary}"` : (progress.uid ?? 'an event'));
      const dates = progress.stay ? `  ${stay(progress.stay)}` : '';
      if (progress.outcome === 'skipped') return `  ${label} ${what}${dates}: ${SKIP_REASONS[progress.reason ?? ''] ?? progress.reason ?? ''}`;
      if (progress.outcome === 'error') return `  ${label} ${progress.uid ?? 'an event without UID'}: ${progress.reason ?? 'unknown error'}`;
      const was = progress.previousStay ? ` (was ${stay(progress.previousStay)})` : '';
      const guest = progress.outcome === 'created' && progress.summary ? `  ${progress.summary}` : '';
      const provisional = progress.isProvisional ? '  (provisional)' : '';
      return `  ${label} ${what}${dates}${was}${guest}${provisional}`;
    }
  }
}

function countsLine({ counts }: FeedRun): string {
  return (
    `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.cancelled} cancelled, ${counts.skipped} skipped, ` +
    `${counts.missing} missing, ${counts.errors} error(s)`
  );
}

/**
 * Mails the reservations this run created their activation code. iCal feeds name no guest email, so an imported
 * reservation has none until staff add it: then it is sent from the booking screen.
 */
async function sendActivationMails(options: ImportCommandOptions, reservationNumbers: readonly string[]): Promise<void> {
  const send = options.sendActivationMail;
  if (!send) return;
  let sent = 0;
  let failed = 0;
  for (const number of reservationNumbers) {
    try {
      if (await send(number)) sent += 1;
    } catch (error) {
      failed += 1;
      options.print(`  activation mail for ${number} not sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const withoutEmail = reservationNumbers.length - sent - failed;
  options.print(`  activation mails: ${sent} sent, ${withoutEmail} new reservation(s) without an email${failed > 0 ? `, ${failed} failed` : ''}`);
}

async function runAndReport(options: ImportCommandOptions, feed: FeedRow, suiteName: string, mailNew: boolean): Promise<FeedRun> {
  const { db, source, now, print } = options;
  print(`${suiteName} ← ${feed.url}`);
  let timeZone = 'UTC';
  const created: string[] = [];
  const run = await runFeed({ db, source }, feed, now, (progress) => {
    if (progress.kind === 'read') timeZone = progress.timeZone;
    if (progress.kind === 'event' && progress.outcome === 'created' && progress.reservationNumber) created.push(progress.reservationNumber);
    print(progressLine(progress, timeZone));
  });
  if (run.status === 'failed') print(`  Failed: ${run.error ?? 'unknown reason'}. No reservation was changed.`);
  else if (run.status === 'empty') print(`  Nothing imported: ${run.error ?? 'the feed is empty'}. No reservation was changed.`);
  else print(`  ${countsLine(run)}`);
  if (mailNew && run.status !== 'failed' && run.status !== 'empty') await sendActivationMails(options, created);
  return run;
}

/** `reservations:import`: runs the parsed command line; answers the exit code (1 when a feed failed). */
export async function runImportCommand(input: ImportInput, options: ImportCommandOptions): Promise<number> {
  const { db, now, print, intervalMinutes } = options;

  if (input.mode === 'list') {
    const feeds = await listScheduledFeeds(db);
    if (feeds.length === 0) print('No saved feeds. Save one with --accommodation <name> --feed <url> --save.');
    for (const feed of feeds) {
      const suite = await findSuiteById(db, feed.accommodation_id);
      const last = feed.last_run_at ? `last run ${feed.last_run_at}: ${feed.last_status ?? 'running'}${feed.last_error ? ` (${feed.last_error})` : ''}` : 'not run yet';
      print(`${suite?.name ?? feed.accommodation_id} ← ${feed.url}  ${last}`);
    }
    return 0;
  }

  if (input.mode === 'all') {
    const feeds = await listScheduledFeeds(db);
    if (feeds.length === 0) {
      print('No saved feeds. Save one with --accommodation <name> --feed <url> --save.');
      return 0;
    }
    let failed = 0;
    for (const feed of feeds) {
      const suite = await findSuiteById(db, feed.accommodation_id);
      const run = await runAndReport(options, feed, suite?.name ?? feed.accommodation_id, input.sendActivationMails);
      if (run.status === 'failed') failed += 1;
    }
    print(`${feeds.length} feed(s) run, ${failed} failed.`);
    return failed > 0 ? 1 : 0;
  }

  const lookup = await findImportSuite(db, input.accommodation);
  if (!lookup.ok) {
    print(`Error: ${lookup.reason}.`);
    return 1;
  }
  const { accommodation: suite } = lookup;
  if (input.unsave) {
    const saved = await findFeed(db, suite.id, input.feed);
    if (!saved?.is_scheduled) {
      print(`${suite.name} ← ${input.feed} is not a saved feed; see --list.`);
      return 1;
    }
    await setFeedScheduled(db, saved.id, false);
    print(`${suite.name} ← ${saved.url} is no longer imported periodically. Its reservations stay as they are.`);
    return 0;
  }
  const feed = await registerFeed(db, { suiteId: suite.id, url: input.feed, schedule: input.save, now });
  const run = await runAndReport(options, feed, suite.name, input.sendActivationMails);
  if (input.save) {
    print(
      intervalMinutes > 0
        ? `Saved: while the server runs it imports this feed every ${intervalMinutes} minute(s).`
        : 'Saved, but the periodic import is off (RESERVATION_FEED_INTERVAL_MINUTES=0); run it with --all.',
    );
  }
  return run.status === 'failed' ? 1 : 0;
}
