import { describe, expect, it } from 'vitest';
import { emptyFeedForm, feedBodyOf, feedFormProblems, isFeedAddress } from './feed-form';

describe('the add-feed form', () => {
  it.each([
    ['https://www.airbnb.com/calendar/ical/123.ics?s=abc', true],
    ['webcal://www.fewo-direkt.de/icalendar/abc.ics', true],
    ['  http://pms.example/feed.ics ', true],
    ['ftp://example.com/a.ics', false],
    ['www.airbnb.com/calendar/ical/123.ics', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['', false],
  ])('%j is a feed address: %s', (url, expected) => {
    expect(isFeedAddress(url)).toBe(expected);
  });

  it('asks for a suite and a feed address, and sends an empty channel as "recognise it"', () => {
    expect(feedFormProblems(emptyFeedForm())).toEqual({ suiteId: 'suiteRequired', url: 'urlInvalid' });
    const form = { suiteId: 's1', url: ' https://a.example/x.ics ', channel: '' as const };
    expect(feedFormProblems(form)).toEqual({});
    expect(feedBodyOf(form)).toEqual({ suiteId: 's1', url: 'https://a.example/x.ics', channel: null });
    expect(feedBodyOf({ ...form, channel: 'vrbo' })).toMatchObject({ channel: 'vrbo' });
  });
});
