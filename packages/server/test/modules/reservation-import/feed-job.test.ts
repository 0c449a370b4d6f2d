import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../support';
import { uniqueId } from '../../support/factories';
import { startReservationFeedJob } from '../../../src/modules/reservation-import/feed-job';
import { createFeedSource } from '../../../src/modules/reservation-import/feed-source';
import { registerFeed } from '../../../src/modules/reservation-import/import-service';
import { loopbackFeedGuard, startLocalFeedServer, type LocalFeedServer } from './local-feed-server';
import { allDayEvent, calendar } from './test-fixtures';

const NOW = new Date('2026-11-22T12:00:00Z');
const INTERVAL_MS = 30 * 60_000;
const FEED = calendar(allDayEvent('a@x', '2026-12-04', '2026-12-08'), allDayEvent('b@x', '2026-12-18', '2026-12-27'));

describeEachDialect('periodic reservation import', (ctx) => {
  let server: LocalFeedServer;
  const source = createFeedSource({ timeoutMs: 2000, guard: loopbackFeedGuard() });
  let saved = '';
  let unsaved = '';

  beforeAll(async () => {
    server = await startLocalFeedServer();
    server.answer({ status: 200, body: FEED });
    const location = await ctx.factories.location();
    const suite = await ctx.factories.suite({ locationId: location.id, name: uniqueId('Suite') });
    const other = await ctx.factories.suite({ locationId: location.id, name: uniqueId('Suite') });
    saved = (await registerFeed(ctx.db, { suiteId: suite.id, url: `${server.url}?saved`, schedule: true, now: NOW })).id;
    unsaved = (await registerFeed(ctx.db, { suiteId: other.id, url: `${server.url}?once`, schedule: false, now: NOW })).id;
  });
  afterAll(() => server.close());

  const feedRow = (id: string) => ctx.db.selectFrom('reservation_feeds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('runs the saved feeds (only those) once per interval, also with two instances polling', async () => {
    const first = startReservationFeedJob({ db: ctx.db, log: ctx.app.log, source, intervalMs: INTERVAL_MS, clock: () => NOW });
    const second = startReservationFeedJob({ db: ctx.db, log: ctx.app.log, source, intervalMs: INTERVAL_MS, clock: () => NOW });
    try {
      // Each job starts with a pass; asking for one now joins it or finds the feed already claimed.
      const runs = [...(await first.runOnce()), ...(await second.runOnce())];
      expect(runs.map((run) => [run.feedId, run.status, run.counts.created])).toEqual([[saved, 'ok', 2]]);
      expect(await feedRow(saved)).toMatchObject({ last_status: 'ok', last_run_at: NOW.toISOString(), last_created: 2 });
      expect(await feedRow(unsaved)).toMatchObject({ last_status: null, last_run_at: null });

      const requests = server.requests;
      expect(await first.runOnce(new Date(NOW.getTime() + INTERVAL_MS / 4))).toEqual([]);
      expect(server.requests).toBe(requests);

      const next = new Date(NOW.getTime() + INTERVAL_MS);
      const [again, ...more] = [...(await first.runOnce(next)), ...(await second.runOnce(next))];
      expect(more).toEqual([]);
      expect(again).toMatchObject({ feedId: saved, status: 'ok', counts: { created: 0, unchanged: 2 } });
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('waits for a running pass when stopped, and runs nothing afterwards', async () => {
    const job = startReservationFeedJob({ db: ctx.db, log: ctx.app.log, source, intervalMs: INTERVAL_MS, clock: () => NOW });
    // Its first pass finds the feed claimed by the test above at NOW; a pass an interval later runs it.
    await job.runOnce();
    server.answer({ gate: true, status: 200, body: FEED });
    const arrived = server.nextRequest();
    const later = new Date(NOW.getTime() + 2 * INTERVAL_MS);
    const pass = job.runOnce(later);
    await arrived;
    let isStopped = false;
    const stopped = job.stop().then(() => {
      isStopped = true;
    });
    // A few turns of the event loop: a stop() that did not wait for the held pass would have resolved by now.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(isStopped).toBe(false);
    server.release();
    await stopped;
    // stop() returned only after the pass had recorded its run.
    expect(await feedRow(saved)).toMatchObject({ last_run_at: later.toISOString(), last_status: 'ok' });
    expect(await pass).toHaveLength(1);

    server.answer({ status: 200, body: FEED });
    const requests = server.requests;
    expect(await job.runOnce(new Date(NOW.getTime() + 3 * INTERVAL_MS))).toEqual([]);
    expect(server.requests).toBe(requests);
  });
});
