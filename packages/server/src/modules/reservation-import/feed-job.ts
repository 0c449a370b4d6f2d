import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { systemClock, type Clock } from '../../platform/clock';
import { startPeriodicJob, type PeriodicJob } from '../../platform/periodic-job';
import { claimFeed, listScheduledFeeds } from './feed-repository';
import { createFeedSource, type FeedSource } from './feed-source';
import { runFeed, type FeedRun } from './import-service';

export interface ReservationFeedJobOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Time between two passes over the saved feeds. */
  intervalMs: number;
  /** The platform clock; the system clock when not given. */
  clock?: Clock;
  source?: FeedSource;
}

/** One pass runs every saved feed that is due and this instance could claim, and answers their runs. */
export type ReservationFeedJob = PeriodicJob<FeedRun[]>;

/**
 * Runs every saved feed once per interval, from the moment the server starts. Each instance polls; a feed is
 * claimed with a conditional update of its last run (due once half an interval has passed), so with several
 * instances each feed still runs once per interval.
 */
export function startReservationFeedJob({ db, log, intervalMs, clock = systemClock, source = createFeedSource() }: ReservationFeedJobOptions): ReservationFeedJob {
  const pass = async (now: Date, isStopped: () => boolean): Promise<FeedRun[]> => {
    const runs: FeedRun[] = [];
    const dueBefore = new Date(now.getTime() - intervalMs / 2).toISOString();
    for (const feed of await listScheduledFeeds(db)) {
      if (isStopped()) break;
      if (!(await claimFeed(db, feed.id, now.toISOString(), dueBefore))) continue;
      try {
        const run = await runFeed({ db, source }, feed, now);
        const summary = { feedId: run.feedId, accommodation: run.accommodation?.name, status: run.status, counts: run.counts, error: run.error };
        if (run.status === 'ok') log.info(summary, 'Reservation import: feed read');
        else log.warn(summary, 'Reservation import: feed not usable, nothing changed');
        runs.push(run);
      } catch (error) {
        log.error({ err: error, feedId: feed.id }, 'Reservation import: feed run failed');
      }
    }
    return runs;
  };
  return startPeriodicJob({ name: 'Reservation import', log, clock, intervalMs, firstDelayMs: 0, pass, failed: [] });
}
