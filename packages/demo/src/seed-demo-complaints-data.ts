import type { AvailabilityKind, ComplaintKind, ComplaintPriority, ComplaintState } from '@stay/contract';
import { DEMO_STAFF_MEMBERS } from './demo-data';
import { DEMO_GUIDE_IDS } from './seed-demo-stays-data';

/**
 * Demo complaints in every state (new, in progress, awaiting review, approved, declined, resolved) with notes and
 * appointments, and availability for every demo staff member. Times are relative to the seeding moment; appointments
 * lie from tomorrow on, so a journey planning one for this hour never overlaps them.
 */

export type DemoStaffKey = 'guide' | 'cuber' | 'backoffice' | 'management' | 'bram' | 'anouk';

export const DEMO_STAFF: Record<DemoStaffKey, string> = {
  guide: DEMO_STAFF_MEMBERS.find((staff) => staff.role === 'GUIDE')!.id,
  cuber: DEMO_STAFF_MEMBERS.find((staff) => staff.role === 'CUBER')!.id,
  backoffice: DEMO_STAFF_MEMBERS.find((staff) => staff.role === 'BACKOFFICE')!.id,
  management: DEMO_STAFF_MEMBERS.find((staff) => staff.role === 'MANAGEMENT')!.id,
  bram: DEMO_GUIDE_IDS.bram,
  anouk: DEMO_GUIDE_IDS.anouk,
};

export interface DemoNote {
  by: DemoStaffKey;
  /** Hours after the complaint was filed. */
  afterHours: number;
  paragraph: string;
}

export interface DemoAppointment {
  for: DemoStaffKey;
  by: DemoStaffKey;
  subject: string;
  /** Calendar days from the seeding day (at least 1) and the local start time; lasts `minutes`. */
  days: number;
  time: string;
  minutes: number;
  agendacode?: string;
}

export interface DemoComplaint {
  subject: string;
  /** Which stay it concerns: 'main' is the demo guest's own stay, a number the nth other stay in house now. */
  stay: 'main' | number;
  kind: ComplaintKind;
  priority: ComplaintPriority;
  workgroup: string | null;
  filedBy: DemoStaffKey;
  handledBy: DemoStaffKey;
  /** Hours before the seeding moment it was filed. */
  hoursAgo: number;
  state: ComplaintState;
  /** A decline carries its reason, as the app asks for one. */
  review?: { assigned: 'J'; by: DemoStaffKey } | { assigned: 'N'; by: DemoStaffKey; reason: string };
  resolvedBy?: DemoStaffKey;
  notes: DemoNote[];
  appointments: DemoAppointment[];
}

export const DEMO_COMPLAINTS: readonly DemoComplaint[] = [
  {
    subject: 'Shower drains slowly',
    stay: 'main',
    kind: 'MAINTENANCE',
    priority: 'HIGH',
    workgroup: 'Housekeeping',
    filedBy: 'guide',
    handledBy: 'cuber',
    hoursAgo: 3,
    state: 'New',
    notes: [{ by: 'guide', afterHours: 0, paragraph: '<p>Emma mentioned it in the chat: the water stays in the <strong>shower tray</strong> for minutes.</p>' }],
    appointments: [],
  },
  {
    subject: 'Wi-Fi drops every evening',
    stay: 0,
    kind: 'DEVICES',
    priority: 'NORMAL',
    workgroup: 'Backoffice',
    filedBy: 'cuber',
    handledBy: 'backoffice',
    hoursAgo: 26,
    state: 'In progress',
    notes: [
      { by: 'cuber', afterHours: 0, paragraph: '<p>Guests lose the connection around 20:00 and it comes back after an hour.</p>' },
      { by: 'backoffice', afterHours: 2, paragraph: '<h3>Plan</h3><ul><li>Check the access point in the hallway</li><li>Move the suite to the 5 GHz network</li></ul>' },
    ],
    appointments: [{ for: 'backoffice', by: 'backoffice', subject: 'Check the access point', days: 1, time: '10:00', minutes: 60 }],
  },
  {
    subject: 'Extra towels never arrived',
    stay: 1,
    kind: 'CLEANING',
    priority: 'NORMAL',
    workgroup: 'Housekeeping',
    filedBy: 'anouk',
    handledBy: 'cuber',
    hoursAgo: 20,
    state: 'In progress',
    review: { assigned: 'J', by: 'backoffice' },
    notes: [{ by: 'cuber', afterHours: 1, paragraph: '<p>Towels are on the cart for the afternoon round.</p>' }],
    appointments: [{ for: 'cuber', by: 'cuber', subject: 'Bring towels and check the linen', days: 1, time: '13:00', minutes: 30 }],
  },
  {
    subject: 'Noise from the neighbouring terrace',
    stay: 2,
    kind: 'NOISE',
    priority: 'URGENT',
    workgroup: 'Guides',
    filedBy: 'bram',
    handledBy: 'bram',
    hoursAgo: 40,
    state: 'New',
    review: { assigned: 'N', by: 'management', reason: 'The neighbours kept to the park rules (quiet from 23:00).' },
    notes: [
      { by: 'bram', afterHours: 0, paragraph: '<p>Music until past midnight, according to the guest.</p>' },
      { by: 'management', afterHours: 5, paragraph: '<p>Declined: the neighbours were within the park rules (quiet from 23:00); <em>no compensation</em>.</p>' },
    ],
    appointments: [],
  },
  {
    subject: 'Coffee machine leaks',
    stay: 3,
    kind: 'DEVICES',
    priority: 'LOW',
    workgroup: 'Housekeeping',
    filedBy: 'guide',
    handledBy: 'cuber',
    hoursAgo: 50,
    state: 'Resolved',
    review: { assigned: 'J', by: 'management' },
    resolvedBy: 'cuber',
    notes: [{ by: 'cuber', afterHours: 4, paragraph: '<p>Replaced the water tank seal. Works again.</p>' }],
    appointments: [],
  },
  {
    subject: 'Welcome package incomplete',
    stay: 4,
    kind: 'SERVICE',
    priority: 'NORMAL',
    workgroup: 'Guides',
    filedBy: 'anouk',
    handledBy: 'anouk',
    hoursAgo: 30,
    state: 'Resolved',
    resolvedBy: 'anouk',
    notes: [{ by: 'anouk', afterHours: 1, paragraph: '<p>Brought the missing bike map and the bakery voucher.</p>' }],
    appointments: [],
  },
  {
    subject: 'Cracked tile in the bathroom',
    stay: 'main',
    kind: 'MAINTENANCE',
    priority: 'HIGH',
    workgroup: 'Backoffice',
    filedBy: 'cuber',
    handledBy: 'management',
    hoursAgo: 8,
    state: 'New',
    review: { assigned: 'J', by: 'management' },
    notes: [
      { by: 'cuber', afterHours: 0, paragraph: '<p>A sharp edge next to the bath. Taped it off for now.</p>' },
      { by: 'management', afterHours: 1, paragraph: '<p>Approved: the tiler comes by; we offer the guests a <strong>late checkout</strong>.</p>' },
    ],
    appointments: [
      { for: 'management', by: 'management', subject: 'Tiler visit', days: 2, time: '09:00', minutes: 120, agendacode: 'Visit' },
      { for: 'cuber', by: 'management', subject: 'Clean up after the tiler', days: 2, time: '11:30', minutes: 30 },
    ],
  },
];

export interface DemoSlot {
  kind: AvailabilityKind;
  note: string;
}

/** A weekly slot on the weekday `daysAhead` calendar days after the seeding day (2–6: never today or tomorrow). */
export interface DemoWeeklySlot extends DemoSlot {
  repeat: 'weekly';
  daysAhead: number;
  from: string;
  till: string;
}

/** An exception from `days` days ahead at `time` (local), lasting `hours`. */
export interface DemoOnceSlot extends DemoSlot {
  repeat: 'once';
  days: number;
  time: string;
  hours: number;
}

/**
 * Every demo staff member keeps a weekly day off and an exception. Nobody keeps weekly available hours, so outside
 * their slots everyone is available: guide selection and appointments planned for this hour work whenever the demo
 * is tried (the days off are never today or tomorrow).
 */
export const DEMO_AVAILABILITY: Record<DemoStaffKey, ReadonlyArray<DemoWeeklySlot | DemoOnceSlot>> = {
  guide: [
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 3, from: '00:00', till: '24:00', note: 'Day off' },
    { repeat: 'once', kind: 'unavailable', days: 9, time: '13:00', hours: 3, note: 'Dentist' },
  ],
  cuber: [
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 4, from: '00:00', till: '24:00', note: 'Day off' },
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 2, from: '08:00', till: '09:00', note: 'Team meeting' },
    { repeat: 'once', kind: 'unavailable', days: 10, time: '09:00', hours: 8, note: 'First-aid training' },
  ],
  backoffice: [
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 5, from: '00:00', till: '24:00', note: 'Day off' },
    { repeat: 'once', kind: 'available', days: 5, time: '10:00', hours: 4, note: 'Extra shift for the arrivals' },
  ],
  management: [
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 6, from: '00:00', till: '24:00', note: 'Day off' },
    { repeat: 'once', kind: 'unavailable', days: 14, time: '00:00', hours: 72, note: 'Hospitality fair' },
  ],
  bram: [
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 2, from: '00:00', till: '24:00', note: 'Day off' },
    { repeat: 'once', kind: 'unavailable', days: 12, time: '00:00', hours: 120, note: 'Holiday' },
  ],
  anouk: [
    { repeat: 'weekly', kind: 'unavailable', daysAhead: 5, from: '00:00', till: '12:00', note: 'School run and paperwork' },
    { repeat: 'once', kind: 'unavailable', days: 7, time: '14:00', hours: 2, note: 'Parents’ evening' },
  ],
};
