/** Wall-clock times in a time zone, as iCal feeds and the `HH:mm` settings give them, turned into instants. */

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  /** May run past the month's end (a date-only end is the next day): it rolls over like Date.UTC. */
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether the runtime knows the IANA zone (e.g. `Europe/Amsterdam`); Windows names and made-up ids are not. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds. */
function offsetAt(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]));
  const asUtc = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The instant the zone's clock shows this wall-clock time. A time the clock skips (spring forward) moves on by the
 * jump; a time the clock shows twice (fall back) takes the later one.
 */
export function zonedInstant(wall: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:mm` → hours and minutes; anything else → undefined. */
export function parseClockTime(value: unknown): { hour: number; minute: number } | undefined {
  const match = typeof value === 'string' ? CLOCK_TIME.exec(value.trim()) : null;
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();

/** `yyyy-MM-dd HH:mm` in the zone (the Swedish locale writes dates the ISO way). */
export function formatWallClock(instant: string | Date, timeZone: string): string {
  let format = displayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    displayFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}
