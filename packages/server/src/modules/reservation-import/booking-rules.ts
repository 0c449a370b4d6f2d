/**
 * Which feed events are bookings. Booking platforms export two kinds of events per suite: stays ("Reserved",
 * or the guest's name from a property system) and periods the host closed ("Airbnb (Not available)", "Blocked",
 * "CLOSED - Not available"). Only stays become reservations.
 */

/** Summaries of closed periods, in the words the common exports (and Dutch property systems) use. */
const BLOCKED = /\b(not available|unavailable|blocked|closed|niet beschikbaar|geblokkeerd|gesloten|maintenance|onderhoud)\b/i;

/** A channel name in front of the summary: `Airbnb - Jan de Vries`, `Booking.com: Reserved`. */
const CHANNEL_PREFIX = /^(airbnb|booking\.com|vrbo|expedia|homeaway)\s*[-–:]\s*/i;

/** Summaries that say "booked" without naming anyone. */
const NAMELESS = /^(reserved|reservation|reservering|booked|booking|boeking|geboekt|occupied|bezet|gereserveerd|airbnb|vrbo|booking\.com)$/i;

const MAX_NAME_LENGTH = 100;

export function isBlockedSummary(summary: string): boolean {
  return BLOCKED.test(summary);
}

/** The guest's name when the summary carries one: the first word is the first name, the rest the surname. */
export function guestNameOf(summary: string): { firstname: string; surname: string } | null {
  const text = summary.replace(CHANNEL_PREFIX, '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH);
  if (text === '' || NAMELESS.test(text)) return null;
  const [firstname = '', ...rest] = text.split(' ');
  return { firstname, surname: rest.join(' ') };
}
