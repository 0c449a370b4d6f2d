import type { CheckOutChecklistItem, LockStatus } from '@stay/contract';
import { demoBookingSuiteIdOf } from './seed-demo-bookings-data';
import { generatedSuiteIdOf } from './seed-demo-chats-data';

/** A moment of the stay: `days` from the seeding day at `time` (the park's wall clock). */
export interface DemoMoment {
  days: number;
  time: string;
}

/**
 * A guest's door key: activated when the controls first opened, first and last used (unlocks that worked), failed
 * attempts and the lock's state at the last one. Each moment that would lie after the seeding moment is left out, so
 * a demo started before an arrival shows the key as it is then (not used yet, or not there at all).
 */
export interface DemoDoorKey {
  activated: DemoMoment;
  firstUsed?: DemoMoment;
  /** How long before the seeding moment the key was last used (never before its first use). */
  lastUsedMinutesAgo?: number;
  failedAttempts?: number;
  lockStatus?: LockStatus;
}

/** A booking's main guest who used the app on their stay (no account of their own in the demo). */
export interface DemoBookingGuest {
  /** The booking's key (seed-demo-bookings-data.ts). */
  booking: string;
  doorKey: DemoDoorKey;
  /** The guest checked out themselves on the departure day, at this time or, when that is still to come, just before the seeding moment. */
  checkedOutAt?: string;
}

/** Keys of the demo guests who sign in (seed-demo-stays-data.ts), by stay key. The demo guest's own is left for the first unlock. */
export const DEMO_STAY_DOOR_KEYS: Readonly<Record<string, DemoDoorKey>> = {
  lukas: { activated: { days: -1, time: '15:06' }, firstUsed: { days: -1, time: '15:31' }, lastUsedMinutesAgo: 47 },
  camille: { activated: { days: -1, time: '16:40' }, firstUsed: { days: -1, time: '16:44' }, lastUsedMinutesAgo: 125 },
  // One failed attempt (the phone lost its connection at the door), then the key worked.
  noguide: { activated: { days: -1, time: '15:18' }, firstUsed: { days: -1, time: '15:22' }, lastUsedMinutesAgo: 80, failedAttempts: 1 },
  latecheckout: { activated: { days: -3, time: '15:02' }, firstUsed: { days: -3, time: '15:09' }, lastUsedMinutesAgo: 33 },
};

/** The park's bookings whose guests used their keys; two of today's departures checked out themselves. */
export const DEMO_BOOKING_GUESTS: readonly DemoBookingGuest[] = [
  // Arriving today: in house once the seeding moment is past their first unlock.
  { booking: 'femke', doorKey: { activated: { days: 0, time: '15:04' }, firstUsed: { days: 0, time: '15:25' } } },
  { booking: 'kees', doorKey: { activated: { days: -4, time: '15:40' }, firstUsed: { days: -4, time: '15:42' }, lastUsedMinutesAgo: 140 }, checkedOutAt: '09:20' },
  { booking: 'pierre', doorKey: { activated: { days: -6, time: '16:10' }, firstUsed: { days: -6, time: '16:12' }, lastUsedMinutesAgo: 190 }, checkedOutAt: '09:05' },
  { booking: 'marieke', doorKey: { activated: { days: -3, time: '15:15' }, firstUsed: { days: -3, time: '15:17' }, lastUsedMinutesAgo: 55 } },
  { booking: 'ingrid', doorKey: { activated: { days: -2, time: '15:33' }, firstUsed: { days: -2, time: '15:36' }, lastUsedMinutesAgo: 20 } },
  // Opened the app on arrival, has not unlocked yet: the key is ready, the guest not in house.
  { booking: 'ahmed', doorKey: { activated: { days: -1, time: '21:48' } } },
  // The suite whose lock is offline (DEMO_OFFLINE_LOCK_SUITE): the last try failed and alerted staff.
  { booking: 'sophie', doorKey: { activated: { days: -5, time: '15:20' }, firstUsed: { days: -5, time: '15:21' }, lastUsedMinutesAgo: 95, failedAttempts: 2, lockStatus: 'unavailable' } },
];

/**
 * The key of the generated stay `index` (seed-demo-chats-data.ts): in house since its arrival day, opened minutes after
 * it; today's arrivals open theirs in the afternoon.
 */
export function generatedStayDoorKey(index: number, startDays: number): DemoDoorKey {
  const arrivalMinute = 10 + ((index * 7) % 40);
  const at = (minutes: number) => `15:${String(minutes).padStart(2, '0')}`;
  return startDays === 0
    ? { activated: { days: 0, time: at(arrivalMinute - 4) }, firstUsed: { days: 0, time: at(arrivalMinute) } }
    : { activated: { days: startDays, time: at(arrivalMinute - 4) }, firstUsed: { days: startDays, time: at(arrivalMinute) }, lastUsedMinutesAgo: 12 + index * 9 };
}

/** Today's housekeeping ticks: a suite ready (at this time, or just before the seeding moment), or when it will be. */
export const DEMO_HOUSEKEEPING: ReadonlyArray<{ suiteId: string; readyAt?: string; expectedReadyAt?: string }> = [
  { suiteId: demoBookingSuiteIdOf('duindoorn1'), readyAt: '10:15' },
  { suiteId: demoBookingSuiteIdOf('wulp1'), readyAt: '11:40' },
  { suiteId: demoBookingSuiteIdOf('lepelaar1'), expectedReadyAt: '14:30' },
  // Today's arrivals of the generated stays: most ready by lunch, one expected later.
  { suiteId: generatedSuiteIdOf('Suite Duinroos 1'), readyAt: '12:10' },
  { suiteId: generatedSuiteIdOf('Suite Helmgras 3'), readyAt: '12:45' },
  { suiteId: generatedSuiteIdOf('Suite Zeester 3'), readyAt: '13:20' },
  { suiteId: generatedSuiteIdOf('Suite Kwartel 2'), expectedReadyAt: '15:30' },
];

/** The park's own check-out checklist, in the four languages its guests read. */
export const DEMO_CHECK_OUT_CHECKLIST: readonly CheckOutChecklistItem[] = [
  {
    en: 'Dishes washed and the dishwasher emptied',
    nl: 'Afwas gedaan en de vaatwasser leeggeruimd',
    de: 'Geschirr gespült und die Spülmaschine ausgeräumt',
    fr: 'Vaisselle faite et lave-vaisselle vidé',
  },
  {
    en: 'Windows and the terrace door closed',
    nl: 'Ramen en de terrasdeur dicht',
    de: 'Fenster und Terrassentür geschlossen',
    fr: 'Fenêtres et porte de la terrasse fermées',
  },
  {
    en: 'Rubbish and glass taken to the containers at the reception',
    nl: 'Afval en glas naar de containers bij de receptie gebracht',
    de: 'Müll und Glas zu den Containern an der Rezeption gebracht',
    fr: 'Déchets et verre déposés dans les conteneurs près de l’accueil',
  },
  {
    en: 'Rented bikes back in the bike shed',
    nl: 'Gehuurde fietsen terug in de fietsenstalling',
    de: 'Geliehene Fahrräder zurück im Fahrradschuppen',
    fr: 'Vélos loués rangés dans l’abri à vélos',
  },
  {
    en: 'Fridge emptied',
    nl: 'Koelkast leeggemaakt',
    de: 'Kühlschrank geleert',
    fr: 'Réfrigérateur vidé',
  },
];
