import { TZDate } from '@date-fns/tz';
import type { AvailabilityKind, AvailabilityRepeat } from '../entities/availability';
import { inZone } from '../time/zoned';

/** The slot fields the availability rule reads (an AvailabilitySlot fits). */
export interface AvailabilityRuleSlot {
  kind: AvailabilityKind;
  repeat: AvailabilityRepeat;
  /** Weekly: ISO weekday 1 Monday … 7 Sunday; from/till `HH:mm` on the location's wall clock (till may be 24:00). */
  weekday?: number | null;
  from?: string | null;
  till?: string | null;
  /** Once: UTC ISO instants. */
  start?: string | null;
  end?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end) in epoch milliseconds. */
type Span = readonly [number, number];

/** The instant of `HH:mm` (24:00: the next midnight) on the wall-clock day of `day` in the zone. */
function wallClockInstant(day: TZDate, clock: string, timeZone: string): number {
  const hours = Number(clock.slice(0, 2));
  const minutes = Number(clock.slice(3, 5));
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, timeZone).getTime();
}

/** ISO weekday (1 Monday … 7 Sunday) of a zoned date. */
const isoWeekday = (day: TZDate): number => ((day.getDay() + 6) % 7) + 1;

/** The occurrences of a slot that touch [from, to). */
function occurrences(slot: AvailabilityRuleSlot, from: number, to: number, timeZone: string): Span[] {
  if (slot.repeat === 'once') {
    if (!slot.start || !slot.end) return [];
    const span: Span = [Date.parse(slot.start), Date.parse(slot.end)];
    return span[0] < to && from < span[1] ? [span] : [];
  }
  if (!slot.weekday || !slot.from || !slot.till) return [];
  const spans: Span[] = [];
  // From the day before `from` (an occurrence may run into it) through the day of `to`, in the location's calendar.
  const first = inZone(new Date(from - DAY_MS), timeZone);
  for (let day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate(), timeZone); day.getTime() < to; ) {
    if (isoWeekday(day) === slot.weekday) {
      const start = wallClockInstant(day, slot.from, timeZone);
      const end = slot.till === '24:00' ? wallClockInstant(nextDay(day, timeZone), '00:00', timeZone) : wallClockInstant(day, slot.till, timeZone);
      if (start < to && from < end && start < end) spans.push([start, end]);
    }
    day = nextDay(day, timeZone);
  }
  return spans;
}

const nextDay = (day: TZDate, timeZone: string): TZDate => new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, timeZone);

const covers = (spans: readonly Span[], instant: number): boolean => spans.some(([start, end]) => start <= instant && instant < end);

/**
 * Whether a staff member is available over [from, to), given all of their slots. Per instant, the first that applies:
 * 1. inside a `once` unavailable slot → unavailable (an exception beats everything);
 * 2. inside a `once` available slot → available (an extra shift beats the weekly pattern);
 * 3. inside a weekly unavailable slot → unavailable;
 * 4. inside a weekly available slot → available;
 * 5. otherwise available only when the staff member keeps no weekly available hours at all.
 * So a staff member without any slot is always available (a new park works out of the box), and one who keeps weekly
 * hours is available only within them. The interval is available when every instant of it is; an empty or reversed
 * interval is judged at `from`.
 */
export function isAvailableDuring(slots: readonly AvailabilityRuleSlot[], from: Date | string, to: Date | string, timeZone: string): boolean {
  const start = new Date(from).getTime();
  const end = Math.max(new Date(to).getTime(), start + 1);
  const layers = {
    onceUnavailable: [] as Span[],
    onceAvailable: [] as Span[],
    weeklyUnavailable: [] as Span[],
    weeklyAvailable: [] as Span[],
  };
  let keepsWeeklyHours = false;
  for (const slot of slots) {
    if (slot.repeat === 'weekly' && slot.kind === 'available') keepsWeeklyHours = true;
    const layer = `${slot.repeat}${slot.kind === 'available' ? 'Available' : 'Unavailable'}` as keyof typeof layers;
    layers[layer].push(...occurrences(slot, start, end, timeZone));
  }
  const stateAt = (instant: number): boolean => {
    if (covers(layers.onceUnavailable, instant)) return false;
    if (covers(layers.onceAvailable, instant)) return true;
    if (covers(layers.weeklyUnavailable, instant)) return false;
    if (covers(layers.weeklyAvailable, instant)) return true;
    return !keepsWeeklyHours;
  };
  // The state only changes at an occurrence's edge, so checking the interval's start and every edge inside it suffices.
  const edges = new Set<number>([start]);
  for (const spans of Object.values(layers)) {
    for (const [spanStart, spanEnd] of spans) {
      if (spanStart > start && spanStart < end) edges.add(spanStart);
      if (spanEnd > start && spanEnd < end) edges.add(spanEnd);
    }
  }
  for (const edge of edges) if (!stateAt(edge)) return false;
  return true;
}

/** Whether a staff member is available at one instant (see isAvailableDuring). */
export const isAvailableAt = (slots: readonly AvailabilityRuleSlot[], instant: Date | string, timeZone: string): boolean =>
  isAvailableDuring(slots, instant, new Date(new Date(instant).getTime() + 1), timeZone);
