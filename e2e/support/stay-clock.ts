import { calendarDayIn, instantAt } from '@stay/contract';
import { createDb } from '../../packages/server/src/db/create-db';
import type { RunningServer } from './server';
import { PARK_TIME_ZONE } from './staff';

const MINUTE = 60_000;

type JourneyDb = ReturnType<typeof createDb>['db'];

/**
 * A change to the journey server's database, as support tooling would make it: the journeys move the demo's stays on
 * the park's calendar so that what they try is open now.
 */
export async function onJourneyDatabase(server: RunningServer, change: (db: JourneyDb) => Promise<unknown>): Promise<void> {
  const { db } = createDb({ databaseUrl: undefined, dataDir: server.dataDir });
  try {
    await change(db);
  } finally {
    await db.destroy();
  }
}

/** A departure a little later today on the park's clock (2 to 20 minutes from `now`, before midnight), as an ISO instant. */
export function departureLaterToday(now: number): string {
  const lastMinuteOfToday = instantAt(calendarDayIn(new Date(now), PARK_TIME_ZONE), '23:59', PARK_TIME_ZONE).getTime();
  return new Date(Math.max(now + 2 * MINUTE, Math.min(now + 20 * MINUTE, lastMinuteOfToday))).toISOString();
}
