import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../support';
import { uniqueId } from '../../support/factories';
import { saveSetting } from '../../../src/modules/settings/repository';
import { createFeedSource } from '../../../src/modules/reservation-import/feed-source';
import { findImportSuite, registerFeed, runFeed, type ImportProgress } from '../../../src/modules/reservation-import/import-service';
import { loopbackFeedGuard, startLocalFeedServer, type LocalFeedServer } from './local-feed-server';
import { allDayEvent, calendar } from './test-fixtures';

const NOW = new Date('2026-11-22T12:00:00Z');

const JAN = allDayEvent('jan@bookings.example', '2026-12-04', '2026-12-08', 'Jan de Vries');
const XMAS = allDayEvent('xmas@bookings.example', '2026-12-18', '2026-12-27', 'Reserved');
const CLOSED = allDayEvent('closed@bookings.example', '2026-12-10', '2026-12-14', 'Airbnb (Not available)');
const OVER = allDayEvent('over@bookings.example', '2026-11-01', '2026-11-05', 'Reserved');

describeEachDialect('reservation import from iCal feeds', (ctx) => {
  let server: LocalFeedServer;
  // Patient enough for a loaded machine: with a short timeout a slow first read imports nothing, and the test's next run
  // creates what it should have updated.
  const source = createFeedSource({ timeoutMs: 5_000, guard: loopbackFeedGuard() });
  /** For a feed that hangs: the run gives up after 0.3 s. */
  const hastySource = createFeedSource({ timeoutMs: 300, guard: loopbackFeedGuard() });

  beforeAll(async () => {
    server = await startLocalFeedServer();
  });
  afterAll(() => server.close());

  /** A park with one suite and its feed on the loopback server. */
  async function park(options: { withLocation?: boolean } = {}) {
    const location = await ctx.factories.location();
    const suite = await ctx.factories.suite({ locationId: options.withLocation === false ? null : location.id, name: uniqueId('Suite') });
    const feed = await registerFeed(ctx.db, { suiteId: suite.id, url: `${server.url}?suite=${suite.id}`, schedule: false, now: NOW });
    const progress: ImportProgress[] = [];
    const run = (text: string | undefined, now = NOW, feedSource = source) => {
      if (text !== undefined) server.answer({ status: 200, body: text });
      return runFeed({ db: ctx.db, source: feedSource }, feed, now, (step) => progress.push(step));
    };
    return { location, suite, feed, run, progress };
  }

  /** Everything an import may write about reservations. */
  const dump = async () => ({
    reservations: await ctx.db.selectFrom('reservations').selectAll().orderBy('id').execute(),
    suites: await ctx.db.selectFrom('reservation_accommodations').selectAll().orderBy('reservation_id').orderBy('position').execute(),
    links: await ctx.db.selectFrom('reservation_feed_events').selectAll().orderBy('feed_id').orderBy('uid').execute(),
  });

  const reservationsOf = (locationId: string) =>
    ctx.db.selectFrom('reservations').selectAll().where('location_id', '=', locationId).orderBy('start_date_time').execute();

  it('creates a confirmed reservation for each new booking, in the suite and its location; closed periods and past stays are skipped', async () => {
    const { location, suite, run, progress } = await park();
    const result = await run(calendar(JAN, CLOSED, XMAS, OVER));
    expect(result).toMatchObject({ status: 'ok', error: null, accommodation: { id: suite.id, name: suite.name }, timeZone: 'Europe/Amsterdam' });
    expect(result.counts).toEqual({ created: 2, updated: 0, unchanged: 0, cancelled: 0, skipped: 2, missing: 0, errors: 0 });

    const [jan, xmas] = await reservationsOf(location.id);
    expect(jan).toMatchObject({
      status: 30,
      location_id: location.id,
      accommodation_name: suite.name,
      start_date_time: '2026-12-04T14:00:00.000Z',
      end_date_time: '2026-12-08T09:00:00.000Z',
      controls_activation_date_time: '2026-12-04T14:00:00.000Z',
      controls_deactivation_date_time: '2026-12-08T09:00:00.000Z',
      main_guest_firstname: 'Jan',
      main_guest_surname: 'de Vries',
    });
    expect(jan?.reservation_number).toMatch(/^ICS-[0-9A-F]{10}$/);
    expect(xmas).toMatchObject({ start_date_time: '2026-12-18T14:00:00.000Z', main_guest_firstname: '', main_guest_surname: '' });
    const suites = await ctx.db.selectFrom('reservation_accommodations').selectAll().where('reservation_id', 'in', [jan?.id ?? '', xmas?.id ?? '']).execute();
    expect(suites.map((row) => [row.accommodation_id, row.position])).toEqual([
      [suite.id, 0],
      [suite.id, 0],
    ]);
    expect(progress.map((step) => (step.kind === 'event' ? [step.outcome, step.reason ?? null] : step.kind))).toEqual([
      'read',
      ['created', null],
      ['skipped', 'blocked'],
      ['created', null],
      ['skipped', 'ended'],
    ]);
    const stored = await ctx.db.selectFrom('reservation_feeds').selectAll().where('accommodation_id', '=', suite.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ last_status: 'ok', last_run_at: NOW.toISOString(), last_created: 2, last_skipped: 2, last_error: null });
  });

  it('books imported stays through their channel, so their guests can order', async () => {
    const { location, feed, run } = await park();
    await run(calendar(JAN));
    const [jan] = await reservationsOf(location.id);
    expect(jan).toMatchObject({ relation_erp_uid: `ICAL-${feed.id}`, relation_name: '127.0.0.1' });
    const guest = await ctx.factories.guest({ reservationId: jan!.id });
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/guest/order/open?orCreate=true', headers: { accesstoken: guest.token } });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ order: { orderstate: expect.any(Number) } });
  });

  it('writes nothing when the same feed is imported again', async () => {
    const { run } = await park();
    await run(calendar(JAN, CLOSED, XMAS));
    const before = await dump();
    const again = await run(calendar(JAN, CLOSED, XMAS), new Date(NOW.getTime() + 60 * 60 * 1000));
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 2, cancelled: 0, skipped: 1, missing: 0, errors: 0 });
    expect(await dump()).toEqual(before);
  });

  it('moves a moved booking and its controls window, keeping an agreed late checkout', async () => {
    const { location, run } = await park();
    await run(calendar(JAN, XMAS));
    const [jan] = await reservationsOf(location.id);
    // Staff agreed on a late checkout: the controls stay on an hour longer than the stay.
    await ctx.db.updateTable('reservations').set({ controls_deactivation_date_time: '2026-12-08T10:00:00.000Z' }).where('id', '=', jan?.id ?? '').execute();

    const moved = await run(calendar(allDayEvent('jan@bookings.example', '2026-12-05', '2026-12-10', 'Jan de Vries'), XMAS));
    expect(moved.counts).toEqual({ created: 0, updated: 1, unchanged: 1, cancelled: 0, skipped: 0, missing: 0, errors: 0 });
    const after = await reservationsOf(location.id);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({
      id: jan?.id,
      reservation_number: jan?.reservation_number,
      start_date_time: '2026-12-05T14:00:00.000Z',
      end_date_time: '2026-12-10T09:00:00.000Z',
      controls_activation_date_time: '2026-12-05T14:00:00.000Z',
      controls_deactivation_date_time: '2026-12-10T10:00:00.000Z',
    });
  });

  it('never changes a reservation when the feed is empty, fails, hangs or answers garbage', async () => {
    const { suite, run } = await park();
    await run(calendar(JAN, XMAS));
    const before = await dump();
    const cases = [
      { answer: { status: 200, body: '' }, status: 'empty', error: 'the feed answered without any content' },
      { answer: { status: 200, body: '  \r\n' }, status: 'empty', error: 'the feed answered without any content' },
      { answer: { status: 200, body: calendar() }, status: 'empty', error: 'the feed holds no events' },
      { answer: { status: 500, body: 'oops' }, status: 'failed', error: 'the feed answered HTTP 500 Internal Server Error' },
      { answer: { status: 404, body: calendar(JAN) }, status: 'failed', error: 'the feed answered HTTP 404 Not Found' },
      { answer: { hang: true as const }, status: 'failed', error: 'the feed did not answer within 0.3 s' },
      // The parser's complaint quotes the line; the run's error never does.
      { answer: { status: 200, body: '<html><body>Maintenance</body></html>' }, status: 'failed', error: 'not an iCalendar feed (it cannot be parsed)' },
      { answer: { status: 200, body: '{"bookings":[]}' }, status: 'failed', error: /^not an iCalendar feed/ },
    ];
    for (const { answer, status, error } of cases) {
      server.answer(answer);
      const result = await run(undefined, NOW, 'hang' in answer ? hastySource : source);
      expect(result, JSON.stringify(answer).slice(0, 60)).toMatchObject({ status, error });
      expect(result.counts).toEqual({ created: 0, updated: 0, unchanged: 0, cancelled: 0, skipped: 0, missing: 0, errors: 0 });
      const stored = await ctx.db.selectFrom('reservation_feeds').select(['last_status', 'last_error']).where('accommodation_id', '=', suite.id).executeTakeFirstOrThrow();
      expect(stored.last_status).toBe(status);
      expect(stored.last_error).toMatch(error);
    }
    expect(await dump()).toEqual(before);
  });

  it('counts a coming booking that left an otherwise good feed as missing and leaves it as it is', async () => {
    const { run, progress } = await park();
    await run(calendar(JAN, XMAS));
    const before = await dump();
    // After Jan's stay: his event dropping out of the export is normal, the Christmas booking's is not.
    const later = new Date('2026-12-09T12:00:00Z');
    const result = await run(calendar(allDayEvent('new-year@bookings.example', '2026-12-30', '2027-01-02')), later);
    expect(result.counts).toEqual({ created: 1, updated: 0, unchanged: 0, cancelled: 0, skipped: 0, missing: 1, errors: 0 });
    expect(progress.at(-1)).toMatchObject({ kind: 'missing', uid: 'xmas@bookings.example', stay: { startDateTime: '2026-12-18T14:00:00.000Z' } });
    const after = await dump();
    expect(after.reservations.filter((row) => before.reservations.some((old) => old.id === row.id))).toEqual(before.reservations);
  });

  it('imports the good events of a feed with unreadable ones and reports the first problem', async () => {
    const { location, run } = await park();
    const broken = ['BEGIN:VEVENT', 'UID:broken@x', 'DTSTART:2026-garbage', 'END:VEVENT'].join('\r\n');
    const result = await run(calendar(broken, JAN));
    expect(result).toMatchObject({ status: 'ok', counts: { created: 1, errors: 1 }, error: expect.stringMatching(/^broken@x: /) });
    expect(await reservationsOf(location.id)).toHaveLength(1);
  });

  it('uses the location’s check-in and check-out times for stays given as dates', async () => {
    const { location, run } = await park();
    await saveSetting(ctx.db, `location:${location.id}`, 'permissions', { reservation: { checkInTime: '14:00', checkOutTime: '11:30' } });
    await run(calendar(JAN));
    expect(await reservationsOf(location.id)).toMatchObject([{ start_date_time: '2026-12-04T13:00:00.000Z', end_date_time: '2026-12-08T10:30:00.000Z' }]);
  });

  it('imports each booking once when two runs of one feed overlap', async () => {
    const { location, feed } = await park();
    server.answer({ status: 200, body: calendar(JAN, XMAS) });
    const runs = await Promise.all([runFeed({ db: ctx.db, source }, feed, NOW), runFeed({ db: ctx.db, source }, feed, NOW)]);
    expect(runs.map((one) => one.counts.created + one.counts.unchanged)).toEqual([2, 2]);
    expect(runs.reduce((sum, one) => sum + one.counts.created, 0)).toBe(2);
    expect(await reservationsOf(location.id)).toHaveLength(2);
  });

  it('fails a feed whose accommodation belongs to no location, and writes nothing', async () => {
    const { run } = await park({ withLocation: false });
    const before = await dump();
    expect(await run(calendar(JAN))).toMatchObject({ status: 'failed', error: 'the accommodation belongs to no location' });
    expect(await dump()).toEqual(before);
  });

  it('finds the accommodation by id or by its one name', async () => {
    const first = await ctx.factories.location();
    const second = await ctx.factories.location();
    const name = uniqueId('Suite Zeezicht');
    const here = await ctx.factories.suite({ locationId: first.id, name });
    expect(await findImportSuite(ctx.db, here.id)).toMatchObject({ ok: true, accommodation: { id: here.id } });
    expect(await findImportSuite(ctx.db, name.toUpperCase())).toMatchObject({ ok: true, accommodation: { id: here.id, location_id: first.id } });
    const there = await ctx.factories.suite({ locationId: second.id, name });
    expect(await findImportSuite(ctx.db, name)).toEqual({ ok: false, reason: expect.stringContaining(`use one of their ids: ${[here.id, there.id].sort().join(', ')}`) });
    expect(await findImportSuite(ctx.db, 'Nowhere 0')).toEqual({ ok: false, reason: 'no accommodation is called or has the id "Nowhere 0"' });
    const homeless = await ctx.factories.suite({ locationId: null, name: uniqueId('Shed') });
    expect(await findImportSuite(ctx.db, homeless.name)).toMatchObject({ ok: false, reason: expect.stringContaining('belongs to no location') });
  });
});
