import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar-day';

describe('addCalendarDays', () => {
  it('counts days across month and year ends, backwards too', () => {
    expect(addCalendarDays('2026-01-02', -7)).toBe('2025-12-26');
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-16', 0)).toBe('2026-03-16');
  });

  it('moves one day over Amsterdam\'s 23- and 25-hour days alike', () => {
    expect(addCalendarDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addCalendarDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addCalendarDays('2025-10-26', 1)).toBe('2025-10-27');
    expect(addCalendarDays('2026-03-29', -1)).toBe('2026-03-28');
  });
});
