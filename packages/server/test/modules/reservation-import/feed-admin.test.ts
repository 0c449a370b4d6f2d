import path from 'node:path';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { STAFF_ROLES, reservationFeedListSchema, reservationFeedSchema, type StaffRole } from '@stay/contract';
import { registerFeed } from '../../../src/modules/reservation-import/import-service';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { uniqueId } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { ok, refusal } from '../../support/answers';

const FEEDS = '/api/employee/reservation-feed';
const NOW = '2026-11-22T12:00:00.000Z';
const fixture = (name: string) => path.resolve(import.meta.dirname, '../../fixtures/ical', name);

describeEachDialect('management’s feeds screen', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let manager: TestStaff;

  const feedRows = () => ctx.db.selectFrom('reservation_feeds').select(['id', 'url', 'channel']).orderBy('id').execute();
  const newSuite = async (at = locationId) => ctx.factories.suite({ locationId: at, name: uniqueId('Suite') });
  /** A feed of a suite read from a fixture file, as the command line saves one. */
  const fileFeed = async (file: string, at = locationId) => {
    const suite = await newSuite(at);
    return { suite, feed: await registerFeed(ctx.db, { suiteId: suite.id, url: fixture(file), schedule: true, now: new Date(NOW) }) };
  };

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location({ timeZone: 'Europe/Amsterdam' })).id;
    const otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    manager = staff.MANAGEMENT;
  });
  beforeEach(() => kit.clock.set(NOW));

  it('adds a feed for a suite of the location with its channel, saved for the periodic import, and lists it with the suites', async () => {
    const suite = await newSuite();
    const url = 'https://www.airbnb.com/calendar/ical/4815162342.ics?s=8f7e6d';
    const created = await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url, channel: 'airbnb' }));
    expect(created).toMatchObject({ suiteId: suite.id, suiteName: suite.name, url, channel: 'airbnb', recognisedChannel: null, isScheduled: true, lastRun: null });
    const webcal = await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url: 'webcal://www.fewo-direkt.de/icalendar/abc.ics' }));
    expect(webcal.channel).toBeNull();

    const listed = await ok(reservationFeedListSchema, kit.request(manager, 'GET', FEEDS));
    expect(listed.feeds.map((feed) => feed.id)).toEqual(expect.arrayContaining([created.id, webcal.id]));
    expect(listed.suites).toContainEqual({ id: suite.id, name: suite.name });
  });

  it('refuses an address that is no web feed, an unknown channel, a suite of another location and the same feed twice; nothing is stored', async () => {
    const suite = await newSuite();
    const before = await feedRows();
    for (const url of ['ftp://example.com/a.ics', 'example.com/a.ics', 'javascript:alert(1)', '/etc/passwd', 'file:///etc/passwd', 'https://']) {
      expect(await refusal(kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url })), url).toEqual({ status: 400, code: 'RESERVATION_FEED_URL_INVALID' });
    }
    expect(await refusal(kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url: 'https://a.example/x.ics', channel: 'expedia' }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await refusal(kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: 'nope', url: 'https://a.example/x.ics' }))).toEqual({ status: 404, code: 'RESERVATION_FEED_SUITE_NOT_FOUND' });
    const theirs = await newSuite(elsewhere.MANAGEMENT.locationId ?? '');
    expect(await refusal(kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: theirs.id, url: 'https://a.example/x.ics' }))).toEqual({ status: 404, code: 'RESERVATION_FEED_SUITE_NOT_FOUND' });
    expect(await feedRows()).toEqual(before);

    await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url: 'https://a.example/twice.ics' }));
    expect(await refusal(kit.request(manager, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url: 'https://a.example/twice.ics' }))).toEqual({ status: 409, code: 'RESERVATION_FEED_EXISTS' });
  });

  it('runs a feed now and answers its counts, the reasons events were skipped and the events it could not read', async () => {
    const { feed } = await fileFeed('malformed-line.ics');
    const run = await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/${feed.id}/run`));
    expect(run.recognisedChannel).toBe('airbnb');
    expect(run.lastRun?.at.slice(0, 16)).toBe(NOW.slice(0, 16));
    expect(run.lastRun).toEqual({
      at: run.lastRun?.at,
      status: 'ok',
      error: 'malformed-broken@airbnb.com: line 16 cannot be read',
      counts: { created: 2, updated: 0, unchanged: 0, cancelled: 0, skipped: 0, missing: 0, errors: 2 },
      skippedBy: { blocked: 0, cancelled: 0, recurring: 0, ended: 0 },
      problems: [
        { uid: 'malformed-broken@airbnb.com', reason: 'line 16 cannot be read' },
        { uid: 'malformed-bad-param@airbnb.com', reason: 'line 26 cannot be read' },
      ],
    });
    const again = await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/${feed.id}/run`));
    expect(again.lastRun?.counts).toMatchObject({ created: 0, unchanged: 2, errors: 2 });
    const listed = await ok(reservationFeedListSchema, kit.request(manager, 'GET', FEEDS));
    expect(listed.feeds.find((one) => one.id === feed.id)?.lastRun).toEqual(again.lastRun);

    const { feed: airbnb } = await fileFeed('airbnb.ics');
    const blocked = await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/${airbnb.id}/run`));
    expect(blocked.lastRun).toMatchObject({ counts: { created: 2, skipped: 3 }, skippedBy: { blocked: 2, ended: 1 }, problems: [] });
  });

  it('removes a feed; the reservations it imported stay', async () => {
    const { feed, suite } = await fileFeed('vrbo-en.ics');
    await ok(reservationFeedSchema, kit.request(manager, 'POST', `${FEEDS}/${feed.id}/run`));
    const imported = await ctx.db.selectFrom('reservations').select('id').where('accommodation_name', '=', suite.name).execute();
    expect(imported).toHaveLength(3);
    expect(await kit.request(manager, 'DELETE', `${FEEDS}/${feed.id}`).then((answer) => answer.statusCode)).toBe(200);
    expect((await feedRows()).map((row) => row.id)).not.toContain(feed.id);
    expect(await ctx.db.selectFrom('reservations').select('id').where('accommodation_name', '=', suite.name).execute()).toEqual(imported);
    expect(await refusal(kit.request(manager, 'DELETE', `${FEEDS}/${feed.id}`))).toEqual({ status: 404, code: 'RESERVATION_FEED_NOT_FOUND' });
  });

  it('refuses every staff role but management, and management of another location, changing nothing', async () => {
    const { feed } = await fileFeed('airbnb.ics');
    const suite = await newSuite();
    const before = await feedRows();
    for (const role of STAFF_ROLES.filter((one) => one !== 'MANAGEMENT')) {
      expect(await refusal(kit.request(staff[role], 'GET', FEEDS)), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      expect(await refusal(kit.request(staff[role], 'POST', `${FEEDS}/create`, { suiteId: suite.id, url: 'https://a.example/r.ics' })), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      expect(await refusal(kit.request(staff[role], 'POST', `${FEEDS}/${feed.id}/run`)), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      expect(await refusal(kit.request(staff[role], 'DELETE', `${FEEDS}/${feed.id}`)), role).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    }
    const theirs = elsewhere.MANAGEMENT;
    const listed = await ok(reservationFeedListSchema, kit.request(theirs, 'GET', FEEDS));
    expect(listed.feeds.map((one) => one.id)).not.toContain(feed.id);
    expect(listed.suites.map((one) => one.id)).not.toContain(suite.id);
    expect(await refusal(kit.request(theirs, 'GET', `${FEEDS}?location=${locationId}`))).toEqual({ status: 404, code: 'LOCATION_NOT_FOUND' });
    expect(await refusal(kit.request(theirs, 'POST', `${FEEDS}/${feed.id}/run`))).toEqual({ status: 404, code: 'RESERVATION_FEED_NOT_FOUND' });
    expect(await refusal(kit.request(theirs, 'DELETE', `${FEEDS}/${feed.id}`))).toEqual({ status: 404, code: 'RESERVATION_FEED_NOT_FOUND' });
    expect(await refusal(kit.request(theirs, 'POST', `${FEEDS}/create`, { suiteId: suite.id, url: 'https://a.example/r.ics' }))).toEqual({ status: 404, code: 'RESERVATION_FEED_SUITE_NOT_FOUND' });
    expect(await refusal(kit.request(undefined, 'GET', FEEDS))).toMatchObject({ status: 401 });
    expect(await feedRows()).toEqual(before);
    const row = await ctx.db.selectFrom('reservation_feeds').select('last_run_at').where('id', '=', feed.id).executeTakeFirstOrThrow();
    expect(row.last_run_at).toBeNull();
  });
});
