import type { FeedChannel } from '@stay/contract';

/**
 * Which feed events are bookings. Booking channels export two kinds of events per suite: stays ("Reserved", "Belegt",
 * "Réservée - Melanie", or the guest's name from a property system) and periods the host closed ("Airbnb (Not
 * available)", "Blocked", "CLOSED - Not available", "Indisponible", "Gesperrt"). Only stays become reservations. The
 * words are those the channels write in English, Dutch, German and French.
 */

/** A whole word or phrase of `words`, letters with accents included (`\b` knows only ASCII). */
const anyOf = (words: readonly string[]) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');

const BLOCKED_WORDS = [
  // English
  'not available',
  'unavailable',
  'blocked',
  'closed',
  'maintenance',
  // Dutch
  'niet beschikbaar',
  'geblokkeerd',
  'gesloten',
  'onderhoud',
  // German
  'nicht verfügbar',
  'nicht buchbar',
  'gesperrt',
  'blockiert',
  'geschlossen',
  'wartung',
  // French
  'indisponible',
  'non disponible',
  'bloqué',
  'bloquée',
  'fermé',
  'fermée',
  'entretien',
];

/** Words that say "booked" without naming anyone; before a dash or colon they lead the guest's name. */
const BOOKED_WORDS = [
  'reserved',
  'reservation',
  'booked',
  'booking',
  'occupied',
  'gereserveerd',
  'reservering',
  'geboekt',
  'boeking',
  'bezet',
  'reserviert',
  'reservierung',
  'gebucht',
  'buchung',
  'belegt',
  'réservé',
  'réservée',
  'reservé',
  'réservation',
  'occupé',
  'occupée',
];

/** Markers of a booking that is not final yet: an option, a request, a tentative hold. */
const PROVISIONAL_WORDS = [
  'tentative',
  'provisional',
  'pending',
  'on hold',
  'optie',
  'voorlopig',
  'in afwachting',
  'vorläufig',
  'provisorisch',
  'anfrage',
  'option',
  'provisoire',
  'en attente',
];

const BLOCKED = anyOf(BLOCKED_WORDS);
const PROVISIONAL = anyOf(PROVISIONAL_WORDS);
const CHANNEL_NAMES = ['airbnb', 'booking\\.com', 'vrbo', 'abritel', 'homeaway', 'fewo-direkt', 'expedia'];
/** A channel name around the summary: `Airbnb - Jan de Vries`, `Booking.com: Reserved`, `Reserved (Airbnb)`. */
const CHANNEL_PREFIX = new RegExp(`^(${CHANNEL_NAMES.join('|')})\\s*[-–:]\\s*`, 'i');
const CHANNEL_SUFFIX = new RegExp(`\\s*\\((${CHANNEL_NAMES.join('|')})\\)$`, 'i');
/** "Reserved - Melanie", "Belegt: Familie Weber", "Booked by Jan": the words before the name. */
const BOOKED_PREFIX = new RegExp(`^(${BOOKED_WORDS.join('|')})(\\s+(by|door|von|par))?(\\s*[-–:]\\s*|\\s+)`, 'iu');
/** A provisional marker in front of the summary: "Tentative: Jan", "Optie - Jan", "[Anfrage] Jan". */
const PROVISIONAL_PREFIX = new RegExp(`^[[(]?(${PROVISIONAL_WORDS.join('|')})[\\])]?(\\s*[-–:]\\s*|\\s+|$)`, 'iu');
const NAMELESS = new RegExp(`^(${[...BOOKED_WORDS, ...CHANNEL_NAMES, ...PROVISIONAL_WORDS].join('|')})$`, 'iu');

const MAX_NAME_LENGTH = 100;

/** How a channel writes its export. */
export interface ChannelRules {
  /** The name the channel's stays are booked through (the relation). */
  relationName: string;
  /** Whether a summary may carry the guest's name; Airbnb's never does ("Reserved"). */
  namesGuests: boolean;
}

export const CHANNEL_RULES: Record<FeedChannel, ChannelRules> = {
  airbnb: { relationName: 'Airbnb', namesGuests: false },
  booking: { relationName: 'Booking.com', namesGuests: false },
  vrbo: { relationName: 'Vrbo', namesGuests: true },
  fewo: { relationName: 'FeWo-direkt', namesGuests: true },
  other: { relationName: 'iCal feed', namesGuests: true },
};

/** PRODID or address fragments of each channel's exports; FeWo-direkt is looked for before its Vrbo family. */
const CHANNEL_MARKS: [FeedChannel, RegExp][] = [
  ['airbnb', /airbnb/i],
  ['booking', /booking\.com/i],
  ['fewo', /fewo-?direkt/i],
  ['vrbo', /vrbo|homeaway|abritel|stayz|bookabach/i],
];

/**
 * The channel a calendar comes from, by its PRODID and the feed's address. FeWo-direkt exports carry their Vrbo
 * family's PRODID, so its address is looked for first.
 */
export function recogniseChannel(prodid: string, url: string): FeedChannel {
  const text = `${prodid} ${url}`;
  return CHANNEL_MARKS.find(([, mark]) => mark.test(text))?.[0] ?? 'other';
}

export function isBlockedSummary(summary: string): boolean {
  return BLOCKED.test(summary);
}

export function isProvisionalSummary(summary: string): boolean {
  return PROVISIONAL.test(summary);
}

/**
 * The guest's name when the summary carries one: the first word is the first name, the rest the surname. Channel
 * names, "booked" words and provisional markers around it are never part of it.
 */
export function guestNameOf(summary: string, channel: FeedChannel = 'other'): { firstname: string; surname: string } | null {
  if (!CHANNEL_RULES[channel].namesGuests) return null;
  let text = summary.replace(/\s+/g, ' ').trim();
  for (const pattern of [CHANNEL_PREFIX, CHANNEL_SUFFIX, PROVISIONAL_PREFIX, BOOKED_PREFIX, CHANNEL_PREFIX]) text = text.replace(pattern, '').trim();
  text = text.slice(0, MAX_NAME_LENGTH);
  if (text === '' || NAMELESS.test(text)) return null;
  const [firstname = '', ...rest] = text.split(' ');
  return { firstname, surname: rest.join(' ') };
}
