import { addCalendarDays } from '@stay/contract';

export const DELIVERY_DAY_CHOICES = ['today', 'tomorrow', 'pick'] as const;
export type DeliveryDayChoice = (typeof DELIVERY_DAY_CHOICES)[number];

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the address names (`day`: `tomorrow` or a calendar day; nothing is today), as a choice of the tabs and the
 * calendar day it stands for. A picked day that is today or tomorrow stays a picked day, so the date field keeps it.
 */
export function deliveryDayOf(param: string | null, today: string): { choice: DeliveryDayChoice; day: string } {
  if (param === 'tomorrow') return { choice: 'tomorrow', day: addCalendarDays(today, 1) };
  if (param && CALENDAR_DAY.test(param) && !Number.isNaN(Date.parse(param))) return { choice: 'pick', day: param };
  return { choice: 'today', day: today };
}
