import { appLanguageOf, calendarDayIn, DEFAULT_TIME_ZONE, type AppLanguage } from '@stay/contract';
import { dateTimeFormat } from '@/lib/i18n/intl-formats';

/** Times as the chat screens show them, in the location's time zone. */
export interface ChatFormat {
  time(iso: string): string;
  /** "14:05" today, "Mon 14:05" this week, "12 Mar" otherwise. */
  when(iso: string): string;
  day(iso: string): string;
  /** A date range "20 Nov – 25 Nov". */
  range(startIso: string, endIso: string): string;
  /** "2 days ago", "in 3 hours". */
  since(iso: string): string;
  dateTime(iso: string): string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** English the European way (day before month, as the parks are in Europe); the others as in their main country. */
const FORMAT_LOCALES: Record<AppLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' };

/**
 * The locale every date, time, number and amount of the app is written in, from the person's language. Every format
 * here also uses the 24-hour clock, so guests and staff read the same "Sat 21 Nov, 15:00" whatever their browser's
 * region says.
 */
export function formatLocale(language: string): string {
  return FORMAT_LOCALES[appLanguageOf(language) ?? 'en'];
}

const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** `create`'s value, made on the first call: a screen pays only for the formats it shows. */
function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

export function createChatFormat(language: string, now: () => number = Date.now, timeZone: string = DEFAULT_TIME_ZONE): ChatFormat {
  const locale = formatLocale(language);
  const format = (options: Intl.DateTimeFormatOptions) => onFirstUse(() => dateTimeFormat(locale, { ...options, timeZone }));
  const time = format(CLOCK);
  const weekdayTime = format({ weekday: 'short', ...CLOCK });
  const shortDate = format({ day: 'numeric', month: 'short' });
  const longDay = format({ weekday: 'long', day: 'numeric', month: 'long' });
  const dateTime = format({ weekday: 'short', day: 'numeric', month: 'short', ...CLOCK });
  const relative = onFirstUse(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

  return {
    time: (iso) => time().format(new Date(iso)),
    when(iso) {
      const at = new Date(iso);
      if (calendarDayIn(at, timeZone) === calendarDayIn(new Date(now()), timeZone)) return time().format(at);
      if (now() - at.getTime() < 6 * DAY) return weekdayTime().format(at);
      return shortDate().format(at);
    },
    day: (iso) => longDay().format(new Date(iso)),
    range: (start, end) => `${shortDate().format(new Date(start))} – ${shortDate().format(new Date(end))}`,
    since(iso) {
      const diff = new Date(iso).getTime() - now();
      const abs = Math.abs(diff);
      if (abs < HOUR) return relative().format(Math.round(diff / MINUTE), 'minute');
      if (abs < DAY) return relative().format(Math.round(diff / HOUR), 'hour');
      return relative().format(Math.round(diff / DAY), 'day');
    },
    dateTime: (iso) => dateTime().format(new Date(iso)),
  };
}

/** "Fri 20 Nov, 15:00" in the location's time zone. */
export function formatDateTime(instant: string, timeZone: string, language: string): string {
  return dateTimeFormat(formatLocale(language), { weekday: 'short', day: 'numeric', month: 'short', ...CLOCK, timeZone }).format(new Date(instant));
}

/** "11:00" in the location's time zone. */
export function formatTime(instant: string, timeZone: string, language: string): string {
  return dateTimeFormat(formatLocale(language), { ...CLOCK, timeZone }).format(new Date(instant));
}

/** A day in short, "Fri 20 Nov", in the location's time zone. */
export function formatShortDay(instant: string | Date, timeZone: string, language: string): string {
  return dateTimeFormat(formatLocale(language), { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(new Date(instant));
}

/** A day written out as the location's calendar shows it, "Thursday 3 December". */
export function formatLongDay(instant: string | Date, timeZone: string, language: string): string {
  return dateTimeFormat(formatLocale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(instant));
}
