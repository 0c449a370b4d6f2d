import { calendarDayIn, noonOfDay } from '@stay/contract';
import { LARGE_TIME_ZONE } from './seed-large-data';
import { demoInstant } from './seed-demo-stays';

/**
 * Wall-clock instants of the parks' days, relative to the seeding moment and cached per day: the large seed asks for
 * "15:00 on day -412" hundreds of thousands of times, and a time-zone conversion each time would cost seconds.
 */
export class LargeClock {
  private readonly instants = new Map<string, number>();
  private readonly deliveryDays = new Map<number, { day: string; noon: string }>();

  constructor(readonly now: Date) {}

  get nowMs(): number {
    return this.now.getTime();
  }

  /** Epoch milliseconds of `time` (HH:mm in the parks' zone) `days` calendar days from now. */
  at(days: number, time: string): number {
    const key = `${days}|${time}`;
    let instant = this.instants.get(key);
    if (instant === undefined) {
      instant = Date.parse(demoInstant(this.now, days, time));
      this.instants.set(key, instant);
    }
    return instant;
  }

  /** The calendar day (yyyy-MM-dd) `days` from now and the noon a delivery on it is stored at. */
  deliveryDay(days: number): { day: string; noon: string } {
    let entry = this.deliveryDays.get(days);
    if (!entry) {
      const day = calendarDayIn(new Date(this.at(days, '12:00')), LARGE_TIME_ZONE);
      entry = { day, noon: noonOfDay(day, LARGE_TIME_ZONE).toISOString() };
      this.deliveryDays.set(days, entry);
    }
    return entry;
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString();
