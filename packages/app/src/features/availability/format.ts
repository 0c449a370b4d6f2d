import { addCalendarDays, instantAt, type AvailabilitySlot } from '@stay/contract';
import { dateTimeFormat } from '@/lib/i18n/intl-formats';
import { formatLocale, formatLongDay } from '@/lib/time/format';
import { dayLabel } from '@/lib/time/wall-clock';
import { formOfSlot } from './slot-form';
import type { Day } from './week';

const noonOf = (day: Day, timeZone: string) => instantAt(day, '12:00', timeZone);

/** The week as a heading: "16–22 Mar 2026", "30 Mar – 5 Apr 2026" / "16–22 mrt 2026". */
export function weekRangeLabel(monday: Day, timeZone: string, language: string): string {
  const format = dateTimeFormat(formatLocale(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  return format.formatRange(noonOf(monday, timeZone), noonOf(addCalendarDays(monday, 6), timeZone));
}

/** "Monday 16 March" / "maandag 16 maart". */
export const longDayLabel = (day: Day, timeZone: string, language: string): string => formatLongDay(noonOf(day, timeZone), timeZone, language);

/** "Mon 16 Mar" / "ma 16 mrt". */
export const shortDayLabel = (day: Day, timeZone: string, language: string): string => dayLabel(day, timeZone, language);

/** The day of the month alone and the weekday in short, for a column heading: ["Mon", "16"]. */
export function columnLabel(day: Day, timeZone: string, language: string): { weekday: string; date: string } {
  const at = noonOf(day, timeZone);
  const locale = formatLocale(language);
  return {
    weekday: dateTimeFormat(locale, { weekday: 'short', timeZone }).format(at),
    date: dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }).format(at),
  };
}

/** An ISO weekday's name: 1 → "Monday" / "maandag". */
export function weekdayName(weekday: number, language: string): string {
  // 1 January 2024 was a Monday.
  return dateTimeFormat(formatLocale(language), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/** When an exception applies, on the location's clock: "Mon 16 Mar", "Mon 16 Mar – Wed 18 Mar", "Mon 16 Mar 10:00 – 14:00". */
export function exceptionWhen(slot: AvailabilitySlot, timeZone: string, language: string): string {
  const form = formOfSlot(slot, timeZone);
  const first = shortDayLabel(form.startDay, timeZone, language);
  const last = shortDayLabel(form.endDay, timeZone, language);
  if (form.isAllDay) return form.startDay === form.endDay ? first : `${first} – ${last}`;
  if (form.startDay === form.endDay) return `${first} ${form.startTime}–${form.endTime}`;
  return `${first} ${form.startTime} – ${last} ${form.endTime}`;
}
