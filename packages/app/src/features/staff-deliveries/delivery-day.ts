import { daysFrom, instantAt } from '@/lib/time/wall-clock';

export const DELIVERY_DAY_CHOICES = ['today', 'tomorrow', 'pick'] as const;
export type DeliveryDayChoice = (typeof DELIVERY_DAY_CHOICES)[number];

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The park day after `day`. */
export function nextDay(day: string, timeZone: string): string {
  return daysFrom(instantAt(day, '12:00', timeZone), 2, timeZone)[1]!;
}

/**
 * The day the address names (`day`: `tomorrow` or a calendar day; nothing is today), as a choice of the tabs and the
 * calendar day it stands for. A picked day that is today or tomorrow stays a picked day, so the date field keeps it.
 */
export function deliveryDayOf(param: string | null, today: string, timeZone: string): { choice: DeliveryDayChoice; day: string } {
  if (param === 'tomorrow') return { choice: 'tomorrow', day: nextDay(today, timeZone) };
  if (param && CALENDAR_DAY.test(param) && !Number.isNaN(Date.parse(param))) return { choice: 'pick', day: param };
  return { choice: 'today', day: today };
}
