import { describe, expect, it } from 'vitest';
import { bookingStateOf, nightsOf } from './booking-state';

const ZONE = 'Europe/Amsterdam';
// Friday 20 March 2026, 15:00 to Wednesday 25 March, 11:00 in Amsterdam (UTC+1).
const stay = { startDateTime: '2026-03-20T14:00:00.000Z', endDateTime: '2026-03-25T10:00:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('bookingStateOf', () => {
  it('follows the stay through the location’s days', () => {
    expect(bookingStateOf(stay, at('2026-03-19T22:00:00.000Z'), ZONE)).toBe('upcoming');
    // 23:30 UTC on the 19th is already the 20th in Amsterdam: arriving today.
    expect(bookingStateOf(stay, at('2026-03-19T23:30:00.000Z'), ZONE)).toBe('arriving');
    expect(bookingStateOf(stay, at('2026-03-20T14:00:00.000Z'), ZONE)).toBe('in-house');
    expect(bookingStateOf(stay, at('2026-03-23T12:00:00.000Z'), ZONE)).toBe('in-house');
    expect(bookingStateOf(stay, at('2026-03-25T08:00:00.000Z'), ZONE)).toBe('leaving');
    expect(bookingStateOf(stay, at('2026-03-25T10:00:00.000Z'), ZONE)).toBe('departed');
  });
});

describe('nightsOf', () => {
  it('counts calendar nights in the location’s zone', () => {
    expect(nightsOf(stay, ZONE)).toBe(5);
    // Across the switch to summer time (29 March): still whole nights.
    expect(nightsOf({ startDateTime: '2026-03-27T14:00:00.000Z', endDateTime: '2026-03-30T09:00:00.000Z' }, ZONE)).toBe(3);
  });
});
