import path from 'node:path';
import { expect, it } from 'vitest';
import { createFeedSource } from '../../../src/modules/reservation-import/feed-source';
import { registerFeed, runFeed } from '../../../src/modules/reservation-import/import-service';
import { describeEachDialect } from '../../support';
import { uniqueId } from '../../support/factories';

/** The channel exports of test/fixtures/ical (see its README), each imported twice into a suite of a park in Amsterdam. */
const NOW = new Date('2026-11-22T12:00:00Z');
const LATER = new Date('2026-11-29T12:00:00Z');
const fixture = (name: string) => path.resolve(import.meta.dirname, '../../fixtures/ical', name);

const counts = (changes: Partial<Record<'created' | 'updated' | 'unchanged' | 'cancelled' | 'skipped' | 'missing' | 'errors', number>>) => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  cancelled: 0,
  skipped: 0,
  missing: 0,
  errors: 0,
  ...changes,
});

const skippedBy = (changes: Partial<Record<'blocked' | 'cancelled' | 'recurring' | 'ended', number>>) => ({
  blocked: 0,
  cancelled: 0,
  recurring: 0,
  ended: 0,
  ...changes,
});

describeEachDialect('reservation import of channel exports (fixtures)', (ctx) => {
  const source = createFeedSource();

  async function park(file: string) {
    const location = await ctx.factories.location({ timeZone: 'Europe/Amsterdam' });
    const suite = await ctx.factories.suite({ locationId: location.id, name: uniqueId('Suite') });
    const feed = await registerFeed(ctx.db, { suiteId: suite.id, url: fixture(file), schedule: false, now: NOW });
    const run = async (now = NOW, url = feed.url) => runFeed({ db: ctx.db, source }, { ...feed, url }, now);
    const reservations = async () =>
      (
        await ctx.db
          .selectFrom('reservations')
          .select(['id', 'status', 'start_date_time', 'end_date_time', 'main_guest_firstname', 'main_guest_surname', 'relation_name'])
          .where('location_id', '=', location.id)
          .orderBy('start_date_time')
          .execute()
      ).map(({ id: _id, ...row }) => row);
    /** Everything an import may write about the park's reservations, to compare before and after a run. */
    const dump = async () => ({
      reservations: await ctx.db.selectFrom('reservations').selectAll().where('location_id', '=', location.id).orderBy('id').execute(),
      links: await ctx.db.selectFrom('reservation_feed_events').selectAll().where('feed_id', '=', feed.id).orderBy('uid').execute(),
    });
    return { run, reservations, dump };
  }

  /** Runs the feed twice: the second run finds every booking as it is and writes nothing. */
  async function importTwice(file: string) {
    const world = await park(file);
    const first = await world.run();
    const after = await world.dump();
    const second = await world.run(new Date(NOW.getTime() + 60 * 60 * 1000));
    expect(await world.dump()).toEqual(after);
    expect(second.counts).toEqual(counts({ unchanged: first.counts.created + first.counts.updated, skipped: first.counts.skipped, errors: first.counts.errors }));
    return { ...world, first, second };
  }

  it('Airbnb: "Reserved" stays without a name, "(Not available)" blocks, the past stay skipped', async () => {
    const { first, reservations } = await importTwice('airbnb.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'airbnb', error: null });
    expect(first.counts).toEqual(counts({ created: 2, skipped: 3 }));
    expect(first.report).toEqual({ skippedBy: skippedBy({ blocked: 2, ended: 1 }), problems: [] });
    expect(await reservations()).toEqual([
      { status: 30, start_date_time: '2026-12-04T14:00:00.000Z', end_date_time: '2026-12-09T09:00:00.000Z', main_guest_firstname: '', main_guest_surname: '', relation_name: 'Airbnb' },
      { status: 30, start_date_time: '2026-12-27T14:00:00.000Z', end_date_time: '2027-01-03T09:00:00.000Z', main_guest_firstname: '', main_guest_surname: '', relation_name: 'Airbnb' },
    ]);
  });

  it('Booking.com: "CLOSED - Not available" periods are blocks, never stays', async () => {
    const { first, reservations } = await importTwice('booking-com.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'booking' });
    expect(first.counts).toEqual(counts({ skipped: 2 }));
    expect(first.report.skippedBy).toEqual(skippedBy({ blocked: 2 }));
    expect(await reservations()).toEqual([]);
  });

  it('Vrbo: "Reserved - Name" names the guest, TENTATIVE is provisional; a later export cancels, confirms and moves', async () => {
    const { first, reservations, run, dump } = await importTwice('vrbo-en.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'vrbo' });
    expect(first.counts).toEqual(counts({ created: 3, skipped: 1 }));
    const vrbo = { relation_name: 'Vrbo' };
    expect(await reservations()).toEqual([
      { status: 30, start_date_time: '2026-12-02T14:00:00.000Z', end_date_time: '2026-12-06T09:00:00.000Z', main_guest_firstname: 'Melanie', main_guest_surname: 'Dubois', ...vrbo },
      { status: 10, start_date_time: '2026-12-19T14:00:00.000Z', end_date_time: '2026-12-26T09:00:00.000Z', main_guest_firstname: 'Peter', main_guest_surname: 'Jansen', ...vrbo },
      { status: 30, start_date_time: '2027-01-05T14:00:00.000Z', end_date_time: '2027-01-09T09:00:00.000Z', main_guest_firstname: '', main_guest_surname: '', ...vrbo },
    ]);

    const later = fixture('vrbo-en-later.ics');
    const changed = await run(LATER, later);
    expect(changed.counts).toEqual(counts({ updated: 2, cancelled: 1, skipped: 2 }));
    expect(changed.report.skippedBy).toEqual(skippedBy({ blocked: 1, cancelled: 1 }));
    expect(await reservations()).toEqual([
      { status: 0, start_date_time: '2026-12-02T14:00:00.000Z', end_date_time: '2026-12-06T09:00:00.000Z', main_guest_firstname: 'Melanie', main_guest_surname: 'Dubois', ...vrbo },
      { status: 30, start_date_time: '2026-12-19T14:00:00.000Z', end_date_time: '2026-12-26T09:00:00.000Z', main_guest_firstname: 'Peter', main_guest_surname: 'Jansen', ...vrbo },
      { status: 30, start_date_time: '2027-01-06T14:00:00.000Z', end_date_time: '2027-01-10T09:00:00.000Z', main_guest_firstname: '', main_guest_surname: '', ...vrbo },
    ]);
    const before = await dump();
    const again = await run(new Date(LATER.getTime() + 60 * 60 * 1000), later);
    expect(again.counts).toEqual(counts({ unchanged: 2, skipped: 3 }));
    expect(await dump()).toEqual(before);
  });

  it('Abritel: French words — "Réservée - Melanie" names Melanie, "Indisponible" and "Bloqué" block, "Option" is provisional', async () => {
    const { first, reservations } = await importTwice('abritel-fr.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'vrbo' });
    expect(first.counts).toEqual(counts({ created: 3, skipped: 3 }));
    expect(first.report.skippedBy).toEqual(skippedBy({ blocked: 2, cancelled: 1 }));
    expect((await reservations()).map((row) => [row.status, row.main_guest_firstname, row.main_guest_surname])).toEqual([
      [30, 'Melanie', ''],
      [10, 'Claire', 'Martin'],
      [30, '', ''],
    ]);
  });

  it('FeWo-direkt: German words — "Belegt" is a stay, "Gesperrt" and "Nicht verfügbar" block, "Anfrage" is provisional', async () => {
    const { first, reservations } = await importTwice('fewo-direkt-de.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'fewo' });
    expect(first.counts).toEqual(counts({ created: 3, skipped: 2 }));
    expect((await reservations()).map((row) => [row.status, row.main_guest_firstname, row.main_guest_surname, row.relation_name])).toEqual([
      [30, 'Familie', 'Weber', 'FeWo-direkt'],
      [30, '', '', 'FeWo-direkt'],
      [10, 'Lukas', 'Braun', 'FeWo-direkt'],
    ]);
  });

  it('a Dutch property system: "Bezet" is a stay, "Niet beschikbaar" and "Geblokkeerd" block, "Optie" is provisional; IANA zone with VTIMEZONE', async () => {
    const { first, reservations } = await importTwice('property-system-nl.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'other' });
    expect(first.counts).toEqual(counts({ created: 3, skipped: 2 }));
    expect(await reservations()).toEqual([
      { status: 30, start_date_time: '2026-12-04T14:00:00.000Z', end_date_time: '2026-12-07T09:00:00.000Z', main_guest_firstname: 'Jan', main_guest_surname: 'de Vries', relation_name: 'iCal feed' },
      { status: 30, start_date_time: '2026-12-11T14:00:00.000Z', end_date_time: '2026-12-13T09:00:00.000Z', main_guest_firstname: '', main_guest_surname: '', relation_name: 'iCal feed' },
      // Summer time: Amsterdam is UTC+2.
      { status: 10, start_date_time: '2027-04-02T14:00:00.000Z', end_date_time: '2027-04-05T09:00:00.000Z', main_guest_firstname: 'Sanne', main_guest_surname: 'Bakker', relation_name: 'iCal feed' },
    ]);
  });

  it('Outlook: Windows zone names, with and without a VTIMEZONE, read as their IANA zones; folded UIDs; TENTATIVE', async () => {
    const { first, reservations } = await importTwice('outlook-windows-zones.ics');
    expect(first).toMatchObject({ status: 'ok', error: null });
    expect(first.counts).toEqual(counts({ created: 3 }));
    expect((await reservations()).map((row) => [row.start_date_time, row.end_date_time, row.status, row.main_guest_surname])).toEqual([
      // W. Europe Standard Time (Europe/Berlin) in winter: UTC+1.
      ['2026-12-04T14:00:00.000Z', '2026-12-08T09:00:00.000Z', 30, 'Visser'],
      // Romance Standard Time (Europe/Paris) in summer: UTC+2.
      ['2027-06-17T14:00:00.000Z', '2027-06-21T09:00:00.000Z', 30, 'Moreau'],
      // GMT Standard Time (Europe/London) in summer: UTC+1.
      ['2027-07-10T14:00:00.000Z', '2027-07-14T09:00:00.000Z', 10, ''],
    ]);
  });

  it('a malformed line costs its own event only: the rest imports and the run reports which lines', async () => {
    const { first, reservations } = await importTwice('malformed-line.ics');
    expect(first).toMatchObject({ status: 'ok', channel: 'airbnb', error: 'malformed-broken@airbnb.com: line 16 cannot be read' });
    expect(first.counts).toEqual(counts({ created: 2, errors: 2 }));
    expect(first.report.problems).toEqual([
      { uid: 'malformed-broken@airbnb.com', reason: 'line 16 cannot be read' },
      { uid: 'malformed-bad-param@airbnb.com', reason: 'line 26 cannot be read' },
    ]);
    expect((await reservations()).map((row) => row.start_date_time)).toEqual(['2026-12-04T14:00:00.000Z', '2026-12-18T14:00:00.000Z']);
  });
});
