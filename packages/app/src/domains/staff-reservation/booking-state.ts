import { calendarDayIn, staffReservationListsOf, type StayTimes } from '@stay/contract';

/** Where a stay is at a moment, as the booking's header says it. */
export type BookingState = 'upcoming' | 'arriving' | 'in-house' | 'leaving' | 'departed';

/**
 * The stay's state at `now` in the location's day (the same rules as the lists): gone once it has ended; leaving
 * when in house and ending today; in house once started; arriving when it starts later today; else upcoming.
 */
export function bookingStateOf(stay: StayTimes, now: Date, timeZone: string): BookingState {
  const lists = staffReservationListsOf(stay, now, timeZone);
  if (lists.includes('passed')) return 'departed';
  if (lists.includes('on-premise')) return lists.includes('check-out') ? 'leaving' : 'in-house';
  if (lists.includes('check-in')) return 'arriving';
  return 'upcoming';
}

/** How many nights a stay spans on the location's calendar (arrival day to departure day). */
export function nightsOf(stay: StayTimes, timeZone: string): number {
  const days = (iso: string) => Date.parse(`${calendarDayIn(iso, timeZone)}T00:00:00Z`) / 86_400_000;
  return Math.max(0, Math.round(days(stay.endDateTime) - days(stay.startDateTime)));
}
