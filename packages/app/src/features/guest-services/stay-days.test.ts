import { describe, expect, it } from 'vitest';
import { nextDay, orderableDays } from './stay-days';

const zone = 'Europe/Amsterdam';

describe('orderableDays', () => {
  it('offers the stay from today through the departure day, in the park zone', () => {
    const stay = { startDateTime: '2025-07-01T14:00:00Z', endDateTime: '2025-07-05T08:00:00Z' };
    expect(orderableDays(stay, new Date('2025-07-03T22:30:00Z'), zone)).toEqual(['2025-07-04', '2025-07-05']);
  });

  it('starts at the arrival day before the stay, and offers nothing after it', () => {
    const stay = { startDateTime: '2025-07-01T14:00:00Z', endDateTime: '2025-07-02T08:00:00Z' };
    expect(orderableDays(stay, new Date('2025-06-20T10:00:00Z'), zone)).toEqual(['2025-07-01', '2025-07-02']);
    expect(orderableDays(stay, new Date('2025-07-02T22:30:00Z'), zone)).toEqual([]);
  });

  it('steps over the clock changes one calendar day at a time', () => {
    expect(nextDay('2025-03-29', zone)).toBe('2025-03-30');
    expect(nextDay('2025-03-30', zone)).toBe('2025-03-31');
    expect(nextDay('2025-10-26', zone)).toBe('2025-10-27');
    expect(nextDay('2025-12-31', zone)).toBe('2026-01-01');
  });
});
