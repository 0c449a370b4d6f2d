import { DEMO_LOCATION } from './demo-data';

/**
 * The large dataset's shape: a big operator with five parks (the demo park is the first, so the demo logins work on
 * a full inbox and full reservation lists), sized by SEED_LARGE_SCALE, with the share of its three years of history
 * SEED_LARGE_HISTORY keeps. Names and texts for the generated rows.
 */

export interface LargeLocation {
  id: string;
  name: string;
  /** Short code in reservation numbers, suite ids and staff e-mails. */
  code: string;
}

export const LARGE_LOCATIONS: readonly LargeLocation[] = [
  { id: DEMO_LOCATION.id, name: DEMO_LOCATION.name, code: 'dz' },
  { id: 'large-location-bosrand', name: 'Parc Bosrand', code: 'br' },
  { id: 'large-location-heidezicht', name: 'Parc Heidezicht', code: 'hz' },
  { id: 'large-location-meerzicht', name: 'Parc Meerzicht', code: 'mz' },
  { id: 'large-location-kustlicht', name: 'Parc Kustlicht', code: 'kl' },
];

/** A row that only the large seed writes: present means the large dataset is in the database. */
export const LARGE_DATASET_MARKER_LOCATION = LARGE_LOCATIONS[1]!.id;

export const LARGE_TIME_ZONE = DEMO_LOCATION.timeZone;

/** Reservations run from two years back to one year ahead (three years in all). */
export const LARGE_FIRST_DAY = -730;
export const LARGE_LAST_DAY = 365;

/** The days whose stays a history seeds, relative to the seeding day. */
export interface LargeWindow {
  firstDay: number;
  lastDay: number;
}

/**
 * The history's share of the three years around the same day (0.1: from 73 days back to 37 ahead): a park's data grows
 * with time, so a shorter history has the same days, only fewer of them.
 */
export function largeWindow(history: number): LargeWindow {
  return { firstDay: Math.round(LARGE_FIRST_DAY * history), lastDay: Math.round(LARGE_LAST_DAY * history) };
}

/** Staff per park, whatever the scale: guides and support (housekeeping, backoffice, management). */
export const LARGE_STAFF_PER_LOCATION: readonly { role: 'GUIDE' | 'CUBER' | 'BACKOFFICE' | 'MANAGEMENT'; workgroup: string; count: number }[] = [
  { role: 'GUIDE', workgroup: 'Guides', count: 12 },
  { role: 'CUBER', workgroup: 'Housekeeping', count: 5 },
  { role: 'BACKOFFICE', workgroup: 'Backoffice', count: 3 },
  { role: 'MANAGEMENT', workgroup: 'Management', count: 1 },
];

export interface LargeCounts {
  suites: number;
  /** Over the three years: a shorter history writes those that begin in its window (about its share of them). */
  reservations: number;
  chats: number;
  messages: number;
  orders: number;
  complaints: number;
}

/** Share of reservations a guest linked to an account in the app. */
export const LINKED_SHARE = 0.6;
/** Share of reservations with a guide. */
export const GUIDED_SHARE = 0.75;
/** Share of chats that are internal staff chats. */
export const INTERNAL_CHAT_SHARE = 0.1;
/** Complaints per reservation that has started. */
export const COMPLAINT_SHARE = 0.05;
/** Share of linked, ended stays whose guest rated them. */
export const RATED_SHARE = 0.4;

/**
 * The sizes at a scale and a history. Scale 1 is the full dataset (50,000 reservations, 1,000,000 messages), 0.1 a
 * tenth of it (and of the suites); history 0.1 keeps the suites with a tenth of what lives in time (chats, messages,
 * orders, complaints), so each day looks the same.
 */
export function largeCounts(scale: number, history = 1): LargeCounts {
  const locations = LARGE_LOCATIONS.length;
  const reservations = Math.max(locations, Math.round(50_000 * scale));
  const chats = Math.max(2, Math.round(10_000 * scale * history));
  return {
    suites: Math.max(locations, Math.round(2_000 * scale)),
    reservations,
    chats,
    messages: Math.max(chats, Math.round(1_000_000 * scale * history)),
    orders: Math.round(100_000 * scale * history),
    complaints: Math.round(reservations * history * COMPLAINT_SHARE),
  };
}

export const FIRST_NAMES = [
  'Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Mila', 'Finn', 'Tess', 'Levi', 'Sophie', 'Noah', 'Zoë', 'Milan', 'Sara', 'Jesse',
  'Nina', 'Thijs', 'Evi', 'Bram', 'Lotte', 'Ruben', 'Fenna', 'Lars', 'Anna', 'Max', 'Isa', 'Stijn', 'Roos', 'Tim', 'Eline',
  'Oliver', 'Charlotte', 'Jonas', 'Hannah', 'Lukas', 'Marie', 'Felix', 'Lena', 'James', 'Grace',
];

export const SURNAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer',
  'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra',
  'Smits', 'de Graaf', 'van der Meer', 'Schmidt', 'Müller', 'Wagner', 'Smith', 'Brown',
];

export const SUITE_NAMES = ['Duinroos', 'Helmgras', 'Strandloper', 'Zeester', 'Kwartel', 'Vuurtoren', 'Meeuw', 'Schelp', 'Branding', 'Zilverreiger'];

export const INTERNAL_CHAT_NAMES = [
  'Housekeeping planning', 'Arrivals today', 'Maintenance round', 'Weekend staffing', 'Shop deliveries',
  'Pool and wellness', 'Reception handover', 'Bike fleet', 'Events this month', 'Guest feedback',
];

export const INTERNAL_LINES = [
  'Can someone take the late check-in at the far end of the park tonight?',
  'I will take it, I am nearby anyway.',
  'The laundry delivery is an hour late today.',
  'Thanks for the update. Please check the towels in the north row first.',
  'Two bikes need new tyres before the weekend.',
  'Done, both are back in the rack.',
  'Morgen komt de monteur voor de warmtepomp, wie is er om 9:00?',
  'Ik ben er, ik vang hem op bij de receptie.',
  'The guests in the corner suite asked for an extra bed.',
  'Noted, housekeeping brings it after lunch.',
  'Reminder: fire drill on Thursday at 14:00.',
  'Wie kan zaterdag een extra dienst draaien?',
];

export const COMPLAINT_SUBJECTS: readonly { kind: string; subject: string }[] = [
  { kind: 'CLEANING', subject: 'Bathroom not cleaned on arrival' },
  { kind: 'CLEANING', subject: 'Sand in the beds' },
  { kind: 'MAINTENANCE', subject: 'Dripping tap in the kitchen' },
  { kind: 'MAINTENANCE', subject: 'Heating does not warm up' },
  { kind: 'DEVICES', subject: 'Front door lock does not respond' },
  { kind: 'DEVICES', subject: 'Thermostat shows the wrong temperature' },
  { kind: 'NOISE', subject: 'Noise from the neighbours after midnight' },
  { kind: 'SERVICE', subject: 'Breakfast delivered late' },
  { kind: 'OTHER', subject: 'Parking place taken by another car' },
];

export const COMPLAINT_NOTES = [
  '<p>Guest called the reception; we apologised and sent someone over.</p>',
  '<p>Checked on site: fixed within the hour.</p>',
  '<p>Offered a <strong>free breakfast</strong> as an apology.</p>',
  '<p>Technician planned for tomorrow morning.</p>',
];

export const RATING_COMMENTS = [
  'Lovely stay, very clean suite.',
  'Our guide was super helpful!',
  'Great location near the beach.',
  'Prima verblijf, we komen zeker terug.',
  'The app made check-in easy.',
  'Bed could have been better.',
];

/** Mulberry32: a small seeded generator, so every run builds the same dataset. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

export const randomInt = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
