import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestNameOf, isBlockedSummary, isProvisionalSummary, recogniseChannel } from '../../../src/modules/reservation-import/booking-rules';
import { FeedFormatError, parseFeed, readFeed, type FeedEvent, type ParseOptions } from '../../../src/modules/reservation-import/parse-feed';
import { ianaZoneOfWindowsName } from '../../../src/modules/reservation-import/windows-zones';
import { allDayEvent, calendar, event } from './test-fixtures';

const AMSTERDAM: ParseOptions = { timeZone: 'Europe/Amsterdam', checkIn: { hour: 15, minute: 0 }, checkOut: { hour: 10, minute: 0 } };

const bookings = (events: FeedEvent[]) => events.flatMap((item) => (item.kind === 'booking' ? [item] : []));
const only = (text: string, options = AMSTERDAM): FeedEvent => {
  const [first, ...rest] = parseFeed(text, options);
  expect(rest).toEqual([]);
  if (!first) throw new Error('no event');
  return first;
};

describe('parseFeed', () => {
  it('reads all-day stays as check-in and check-out times in the location zone', () => {
    expect(only(calendar(allDayEvent('a@x', '2026-12-04', '2026-12-08', 'Jan de Vries')))).toEqual({
      kind: 'booking',
      uid: 'a@x',
      summary: 'Jan de Vries',
      // Winter: Amsterdam is UTC+1.
      stay: { startDateTime: '2026-12-04T14:00:00.000Z', endDateTime: '2026-12-08T09:00:00.000Z' },
      guest: { firstname: 'Jan', surname: 'de Vries' },
      isProvisional: false,
    });
    // Summer (UTC+2), another zone and other times.
    const summer = only(calendar(allDayEvent('b@x', '2027-07-17', '2027-07-31')), {
      timeZone: 'America/New_York',
      checkIn: { hour: 16, minute: 30 },
      checkOut: { hour: 11, minute: 0 },
    });
    expect(summer).toMatchObject({ kind: 'booking', stay: { startDateTime: '2027-07-17T20:30:00.000Z', endDateTime: '2027-07-31T15:00:00.000Z' }, guest: null });
  });

  it('reads date-times in UTC, in a named zone, in the feed’s own VTIMEZONE and floating ones in the location zone', () => {
    const utc = only(calendar(event('UID:u', 'DTSTART:20261204T140000Z', 'DTEND:20261208T090000Z', 'SUMMARY:Reserved')));
    expect(utc).toMatchObject({ stay: { startDateTime: '2026-12-04T14:00:00.000Z', endDateTime: '2026-12-08T09:00:00.000Z' } });

    const named = only(calendar(event('UID:n', 'DTSTART;TZID=Europe/London:20261204T160000', 'DTEND;TZID=Europe/London:20261208T110000')));
    expect(named).toMatchObject({ stay: { startDateTime: '2026-12-04T16:00:00.000Z', endDateTime: '2026-12-08T11:00:00.000Z' } });

    const windowsZone = [
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ].join('\r\n');
    const outlook = only(
      calendar(windowsZone, event('UID:w', 'DTSTART;TZID=W. Europe Standard Time:20270601T150000', 'DTEND;TZID=W. Europe Standard Time:20270605T100000')),
    );
    expect(outlook).toMatchObject({ stay: { startDateTime: '2027-06-01T13:00:00.000Z', endDateTime: '2027-06-05T08:00:00.000Z' } });

    const floating = only(calendar(event('UID:f', 'DTSTART:20261204T150000', 'DURATION:P4DT19H')));
    expect(floating).toMatchObject({ stay: { startDateTime: '2026-12-04T14:00:00.000Z', endDateTime: '2026-12-09T09:00:00.000Z' } });
  });

  it('takes a date-only event without an end as one night', () => {
    const oneNight = only(calendar(event('UID:o', 'DTSTART;VALUE=DATE:20261231', 'SUMMARY:Reserved')));
    expect(oneNight).toMatchObject({ stay: { startDateTime: '2026-12-31T14:00:00.000Z', endDateTime: '2027-01-01T09:00:00.000Z' } });
  });

  it('skips closed periods, cancelled and repeating events', () => {
    const events = parseFeed(
      calendar(
        allDayEvent('1', '2026-12-01', '2026-12-03', 'Airbnb (Not available)'),
        allDayEvent('2', '2026-12-04', '2026-12-06', 'CLOSED - Not available'),
        allDayEvent('3', '2026-12-07', '2026-12-09', 'Blocked'),
        allDayEvent('4', '2026-12-10', '2026-12-12', 'Reserved', 'STATUS:CANCELLED'),
        allDayEvent('5', '2026-12-13', '2026-12-14', 'Cleaning', 'RRULE:FREQ=WEEKLY;COUNT=4'),
        allDayEvent('6', '2026-12-15', '2026-12-16', 'Reserved', 'RECURRENCE-ID;VALUE=DATE:20261215'),
        allDayEvent('7', '2026-12-20', '2026-12-24', 'Niet beschikbaar'),
      ),
      AMSTERDAM,
    );
    expect(events.map((item) => [item.uid, item.kind, item.kind === 'skipped' ? item.reason : null])).toEqual([
      ['1', 'skipped', 'blocked'],
      ['2', 'skipped', 'blocked'],
      ['3', 'skipped', 'blocked'],
      ['4', 'cancelled', null],
      ['5', 'skipped', 'recurring'],
      ['6', 'skipped', 'recurring'],
      ['7', 'skipped', 'blocked'],
    ]);
  });

  it('marks unreadable events invalid and still reads the others', () => {
    const events = parseFeed(
      calendar(
        event('SUMMARY:No uid', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
        event('UID:no-start', 'SUMMARY:Reserved'),
        event('UID:backwards', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261205'),
        event('UID:broken', 'DTSTART:2026-garbage', 'DTEND;VALUE=DATE:20261205'),
        event('UID:nowhere', 'DTSTART;TZID=Mars/Olympus:20261204T150000', 'DTEND;TZID=Mars/Olympus:20261206T100000'),
        allDayEvent('good', '2026-12-04', '2026-12-08'),
        allDayEvent('good', '2026-12-10', '2026-12-12'),
      ),
      AMSTERDAM,
    );
    expect(events.map((item) => [item.uid, item.kind])).toEqual([
      [null, 'invalid'],
      ['no-start', 'invalid'],
      ['backwards', 'invalid'],
      ['broken', 'invalid'],
      ['nowhere', 'invalid'],
      ['good', 'booking'],
      ['good', 'invalid'],
    ]);
    expect(events.at(-1)).toMatchObject({ reason: 'the UID appears more than once' });
    expect(events[4]).toMatchObject({ reason: 'unknown time zone Mars/Olympus' });
  });

  it.each([
    ['an HTML error page', '<!doctype html><html><body>Service unavailable</body></html>'],
    ['JSON', '{"error":"not found"}'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Jan\r\nEND:VCARD\r\n'],
    ['binary noise', '\u0000\u0001\u0002garbage'],
  ])('refuses %s as a whole', (_case, text) => {
    expect(() => parseFeed(text, AMSTERDAM)).toThrow(FeedFormatError);
  });

  it('reads the demo feed: seven stays and one closed period', () => {
    const text = readFileSync(path.resolve(import.meta.dirname, '../../../demo/feeds/suite-helmgras-8.ics'), 'utf8');
    const events = parseFeed(text, AMSTERDAM);
    expect(bookings(events)).toHaveLength(7);
    expect(events.filter((item) => item.kind === 'skipped')).toMatchObject([{ reason: 'blocked', summary: 'Not available' }]);
    expect(events.filter((item) => item.kind === 'invalid')).toEqual([]);
    expect(bookings(events).map((item) => item.guest?.firstname ?? null)).toEqual([null, 'Jan', 'Sophie', null, 'Lukas', 'Emma', null]);
    expect(bookings(events)[4]?.stay).toEqual({ startDateTime: '2027-01-15T15:00:00.000Z', endDateTime: '2027-01-18T10:00:00.000Z' });
  });
});

describe('booking rules', () => {
  it.each([
    ['Airbnb (Not available)', true],
    ['CLOSED - Not available', true],
    ['Unavailable', true],
    ['Geblokkeerd', true],
    ['Reserved', false],
    ['Jan de Vries', false],
    ['Blockhuis, Pieter', false],
  ])('%s is a closed period: %s', (summary, blocked) => {
    expect(isBlockedSummary(summary)).toBe(blocked);
  });

  it.each([
    ['Reserved', null],
    ['  ', null],
    ['Booking.com', null],
    ['Airbnb - Reserved', null],
    ['Jan de Vries', { firstname: 'Jan', surname: 'de Vries' }],
    ['Booking.com - Sophie  Laurent', { firstname: 'Sophie', surname: 'Laurent' }],
    ['Cher', { firstname: 'Cher', surname: '' }],
  ])('the guest named by %j is %j', (summary, name) => {
    expect(guestNameOf(summary)).toEqual(name);
  });
});

describe('channel rules in four languages', () => {
  it.each([
    'Airbnb (Not available)',
    'Not available',
    'CLOSED - Not available',
    'Blocked',
    'Niet beschikbaar',
    'Geblokkeerd',
    'Nicht verfügbar',
    'Gesperrt',
    'Indisponible',
    'Bloqué',
    'Fermé',
  ])('%s is a closed period', (summary) => {
    expect(isBlockedSummary(summary)).toBe(true);
  });

  it.each(['Reserved', 'Bezet', 'Belegt', 'Reserviert', 'Réservée - Melanie', 'Gereserveerd', 'Occupé', 'Fernand Blocquet'])('%s is no closed period', (summary) => {
    expect(isBlockedSummary(summary)).toBe(false);
  });

  it.each([
    ['Réservée - Melanie', 'vrbo', { firstname: 'Melanie', surname: '' }],
    ['Réservé', 'vrbo', null],
    ['Reserved - Melanie Dubois', 'vrbo', { firstname: 'Melanie', surname: 'Dubois' }],
    ['Booked by Jan Smit', 'other', { firstname: 'Jan', surname: 'Smit' }],
    ['Reserviert - Familie Weber', 'fewo', { firstname: 'Familie', surname: 'Weber' }],
    ['Belegt', 'fewo', null],
    ['Reserviert', 'fewo', null],
    ['Gereserveerd - Jan de Vries', 'other', { firstname: 'Jan', surname: 'de Vries' }],
    ['Bezet', 'other', null],
    ['Optie - Sanne Bakker', 'other', { firstname: 'Sanne', surname: 'Bakker' }],
    ['Anfrage - Lukas Braun', 'fewo', { firstname: 'Lukas', surname: 'Braun' }],
    ['Tentative: Peter', 'other', { firstname: 'Peter', surname: '' }],
    ['Reserved (Airbnb)', 'other', null],
    // Airbnb and Booking.com never name the guest in a summary.
    ['Jan de Vries', 'airbnb', null],
    ['Jan de Vries', 'booking', null],
  ] as const)('%s on %s names %j', (summary, channel, name) => {
    expect(guestNameOf(summary, channel)).toEqual(name);
  });

  it.each([
    ['Option - Claire Martin', true],
    ['Anfrage - Lukas Braun', true],
    ['Optie - Sanne Bakker', true],
    ['Provisoire', true],
    ['Vorläufig: Weber', true],
    ['Reserved - Melanie', false],
    ['Optiek van Dam', false],
  ])('%s is provisional: %s', (summary, provisional) => {
    expect(isProvisionalSummary(summary)).toBe(provisional);
  });

  it.each([
    ['-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'https://example.com/x.ics', 'airbnb'],
    ['-//Booking.com//Booking.com Calendar//EN', '', 'booking'],
    ['-//HomeAway.com, Inc.//EN', 'https://www.vrbo.com/icalendar/abc.ics', 'vrbo'],
    ['-//HomeAway.com, Inc.//EN', 'https://www.abritel.fr/icalendar/abc.ics', 'vrbo'],
    ['-//HomeAway.com, Inc.//EN', 'https://www.fewo-direkt.de/icalendar/abc.ics', 'fewo'],
    ['-//Test//Bookings//EN', 'https://www.airbnb.nl/calendar/ical/1.ics?s=x', 'airbnb'],
    ['-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN', 'https://outlook.office365.com/owa/calendar/x.ics', 'other'],
  ] as const)('PRODID %s at %s is %s', (prodid, url, channel) => {
    expect(recogniseChannel(prodid, url)).toBe(channel);
  });

  it('reads STATUS:TENTATIVE and provisional markers as provisional, and a chosen channel over the PRODID', () => {
    const text = calendar(
      allDayEvent('t', '2026-12-04', '2026-12-08', 'Reserved', 'STATUS:TENTATIVE'),
      allDayEvent('o', '2026-12-10', '2026-12-12', 'Optie - Jan de Vries'),
      allDayEvent('c', '2026-12-14', '2026-12-16', 'Jan de Vries', 'STATUS:CONFIRMED'),
    );
    const read = readFeed(text, { ...AMSTERDAM, channel: 'airbnb' });
    expect(read.channel).toBe('airbnb');
    expect(read.events.map((item) => (item.kind === 'booking' ? [item.isProvisional, item.guest] : item.kind))).toEqual([
      [true, null],
      [true, null],
      [false, null],
    ]);
    expect(readFeed(text, AMSTERDAM).channel).toBe('other');
  });

  it('maps Windows zone names to IANA, quoted or not, and reads them without a VTIMEZONE', () => {
    expect(ianaZoneOfWindowsName('W. Europe Standard Time')).toBe('Europe/Berlin');
    expect(ianaZoneOfWindowsName('"Romance Standard Time"')).toBe('Europe/Paris');
    expect(ianaZoneOfWindowsName('gmt standard time')).toBe('Europe/London');
    expect(ianaZoneOfWindowsName('Mars Standard Time')).toBeUndefined();
    const outlook = only(calendar(event('UID:w', 'DTSTART;TZID="W. Europe Standard Time":20270601T150000', 'DTEND;TZID=W. Europe Standard Time:20270605T100000')));
    expect(outlook).toMatchObject({ stay: { startDateTime: '2027-06-01T13:00:00.000Z', endDateTime: '2027-06-05T08:00:00.000Z' } });
  });

  it('skips an event with a malformed line and reads the others; a truncated event is reported too', () => {
    const broken = ['BEGIN:VEVENT', 'UID:bad', 'DTSTART;VALUE=DATE20261204', 'END:VEVENT'].join('\r\n');
    const cutOff = ['BEGIN:VEVENT', 'UID:cut', 'DTSTART;VALUE=DATE:20261220'].join('\r\n');
    const text = calendar(allDayEvent('good', '2026-12-04', '2026-12-08'), broken).replace('END:VCALENDAR', `${cutOff}\r\nEND:VCALENDAR`);
    const events = parseFeed(text, AMSTERDAM);
    expect(events.map((item) => [item.uid, item.kind, item.kind === 'invalid' ? item.reason : null])).toEqual([
      ['good', 'booking', null],
      ['bad', 'invalid', 'line 13 cannot be read'],
      ['cut', 'invalid', 'the event is cut off (no END:VEVENT)'],
    ]);
  });
});
