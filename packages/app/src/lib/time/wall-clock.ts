import { formatShortDay } from './format';

/** A moment as a park's clock on the wall shows it: the day (YYYY-MM-DD) and the time (HH:mm, 24-hour). */
export interface WallClock {
  day: string;
  time: string;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The park's wall clock at an instant. */
export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts = partsIn(instant, timeZone);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** The instant the park's wall clock shows `time` on `day` (across a DST change, the offset of that moment). */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

/** `count` consecutive park days starting with the day of `from`. */
export function daysFrom(from: Date, count: number, timeZone: string): string[] {
  const start = wallClockOf(from, timeZone).day;
  return Array.from({ length: count }, (_, index) => {
    const noon = instantAt(start, '12:00', timeZone);
    return wallClockOf(new Date(noon.getTime() + index * 86_400_000), timeZone).day;
  });
}

/** Times of day every `stepMinutes`, "00:00" to "23:45" for 15. */
export function timesOfDay(stepMinutes: number): string[] {
  const pad = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: (24 * 60) / stepMinutes }, (_, index) => {
    const minutes = index * stepMinutes;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
}

/** A park day as a picker shows it, "Sun 22 Nov" / "zo 22 nov". */
export function dayLabel(day: string, timeZone: string, language: string): string {
  return formatShortDay(instantAt(day, '12:00', timeZone), timeZone, language);
}
