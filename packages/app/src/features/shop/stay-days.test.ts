import { describe, expect, it } from 'vitest';
import { orderableDays } from './stay-days';

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
    const spring = { startDateTime: '2025-03-29T14:00:00Z', endDateTime: '2025-03-31T08:00:00Z' };
    expect(orderableDays(spring, new Date('2025-03-20T10:00:00Z'), zone)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    const autumn = { startDateTime: '2025-10-25T14:00:00Z', endDateTime: '2025-10-27T09:00:00Z' };
    expect(orderableDays(autumn, new Date('2025-10-20T10:00:00Z'), zone)).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
    const yearEnd = { startDateTime: '2025-12-31T14:00:00Z', endDateTime: '2026-01-01T09:00:00Z' };
    expect(orderableDays(yearEnd, new Date('2025-12-20T10:00:00Z'), zone)).toEqual(['2025-12-31', '2026-01-01']);
  });
});
