import { DEMO_GUIDE_IDS } from './seed-demo-stays-data';
import { DEMO_STAY_TIMES } from './demo-stay-times';

const { checkInTime: CHECK_IN, checkOutTime: CHECK_OUT, lateCheckoutTime: LATE_CHECKOUT } = DEMO_STAY_TIMES;

/**
 * Bookings across the demo park for the staff's reservation lists, dashboard and suite overview: arrivals and
 * departures today, guests in house, upcoming and past stays, spread over suites of their own. Nobody has activated
 * them (booking names and email only), so the guest demo and the staff inbox stay as they are. Days and times are
 * relative to the seeding moment, in the demo location's zone ('HH:mm' local).
 */
export interface DemoBooking {
  key: string;
  reservationNumber: string;
  firstname: string;
  surname: string;
  suite: DemoSuiteKey;
  start: { days: number; time: string };
  end: { days: number; time: string };
  /** Controls deactivation; defaults to the end. The park's late checkout time (its controlDeactivation) is a late checkout. */
  deactivation?: { days: number; time: string };
  /** 30 confirmed (default), 10 provisional. */
  status?: number;
  guideId?: string;
  /** Open the booking's chat (empty until someone writes). */
  withChat?: boolean;
}

export const DEMO_BOOKING_SUITES = {
  duindoorn1: 'Suite Duindoorn 1',
  duindoorn2: 'Suite Duindoorn 2',
  lepelaar1: 'Suite Lepelaar 1',
  lepelaar2: 'Suite Lepelaar 2',
  kievit1: 'Suite Kievit 1',
  kievit2: 'Suite Kievit 2',
  tureluur1: 'Suite Tureluur 1',
  tureluur2: 'Suite Tureluur 2',
  wulp1: 'Suite Wulp 1',
  wulp2: 'Suite Wulp 2',
  // Free for now: counts in the total, never occupied.
  wulp3: 'Suite Wulp 3',
} as const;
export type DemoSuiteKey = keyof typeof DEMO_BOOKING_SUITES;

export const demoBookingSuiteIdOf = (key: DemoSuiteKey) => `demo-accommodation-${key.replace(/(\d+)$/, '-$1')}`;
export const demoBookingIdOf = (key: string) => `demo-stay-${key}`;

/** The suite whose front door lock is offline: the suite overview shows it first and marked. */
export const DEMO_OFFLINE_LOCK_SUITE: DemoSuiteKey = 'tureluur2';

const { sanne, bram, anouk } = DEMO_GUIDE_IDS;

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  // Arriving today.
  { key: 'femke', reservationNumber: 'DZ-2025-000401', firstname: 'Femke', surname: 'Timmer', suite: 'duindoorn1', start: { days: 0, time: CHECK_IN }, end: { days: 4, time: CHECK_OUT }, guideId: sanne, withChat: true },
  { key: 'thomas', reservationNumber: 'DZ-2025-000402', firstname: 'Thomas', surname: 'Brink', suite: 'lepelaar1', start: { days: 0, time: CHECK_IN }, end: { days: 3, time: CHECK_OUT } },
  { key: 'olivia', reservationNumber: 'DZ-2025-000403', firstname: 'Olivia', surname: 'Wright', suite: 'kievit1', start: { days: 0, time: CHECK_IN }, end: { days: 7, time: CHECK_OUT }, guideId: bram },
  // Leaving today.
  { key: 'kees', reservationNumber: 'DZ-2025-000404', firstname: 'Kees', surname: 'Jonker', suite: 'duindoorn2', start: { days: -4, time: CHECK_IN }, end: { days: 0, time: CHECK_OUT }, guideId: anouk, withChat: true },
  {
    key: 'marieke', reservationNumber: 'DZ-2025-000405', firstname: 'Marieke', surname: 'van Wijk', suite: 'tureluur1',
    start: { days: -3, time: CHECK_IN }, end: { days: 0, time: CHECK_OUT }, deactivation: { days: 0, time: LATE_CHECKOUT },
  },
  { key: 'pierre', reservationNumber: 'DZ-2025-000406', firstname: 'Pierre', surname: 'Laurent', suite: 'wulp1', start: { days: -6, time: CHECK_IN }, end: { days: 0, time: CHECK_OUT }, guideId: sanne },
  // In house.
  { key: 'ingrid', reservationNumber: 'DZ-2025-000407', firstname: 'Ingrid', surname: 'Hansen', suite: 'lepelaar2', start: { days: -2, time: CHECK_IN }, end: { days: 2, time: CHECK_OUT }, guideId: bram, withChat: true },
  { key: 'ahmed', reservationNumber: 'DZ-2025-000408', firstname: 'Ahmed', surname: 'El Amrani', suite: 'kievit2', start: { days: -1, time: CHECK_IN }, end: { days: 5, time: CHECK_OUT } },
  { key: 'sophie', reservationNumber: 'DZ-2025-000409', firstname: 'Sophie', surname: 'Martin', suite: 'tureluur2', start: { days: -5, time: CHECK_IN }, end: { days: 1, time: CHECK_OUT }, guideId: anouk },
  // Upcoming.
  { key: 'lukas', reservationNumber: 'DZ-2025-000410', firstname: 'Lukas', surname: 'Becker', suite: 'wulp2', start: { days: 3, time: CHECK_IN }, end: { days: 7, time: CHECK_OUT }, status: 10 },
  { key: 'elif', reservationNumber: 'DZ-2025-000411', firstname: 'Elif', surname: 'Yılmaz', suite: 'duindoorn1', start: { days: 5, time: CHECK_IN }, end: { days: 9, time: CHECK_OUT } },
  { key: 'mark', reservationNumber: 'DZ-2025-000412', firstname: 'Mark', surname: 'de Jong', suite: 'lepelaar1', start: { days: 4, time: CHECK_IN }, end: { days: 11, time: CHECK_OUT }, guideId: sanne },
  { key: 'hanna', reservationNumber: 'DZ-2025-000413', firstname: 'Hanna', surname: 'Nilsson', suite: 'kievit1', start: { days: 9, time: CHECK_IN }, end: { days: 14, time: CHECK_OUT } },
  { key: 'ruud', reservationNumber: 'DZ-2025-000414', firstname: 'Ruud', surname: 'Smeets', suite: 'wulp1', start: { days: 14, time: CHECK_IN }, end: { days: 21, time: CHECK_OUT }, guideId: bram },
  // Past.
  { key: 'anja', reservationNumber: 'DZ-2025-000415', firstname: 'Anja', surname: 'Vermeer', suite: 'duindoorn2', start: { days: -12, time: CHECK_IN }, end: { days: -7, time: CHECK_OUT }, guideId: sanne },
  { key: 'tom', reservationNumber: 'DZ-2025-000416', firstname: 'Tom', surname: 'Evers', suite: 'lepelaar2', start: { days: -9, time: CHECK_IN }, end: { days: -3, time: CHECK_OUT }, guideId: bram },
  { key: 'greta', reservationNumber: 'DZ-2025-000417', firstname: 'Greta', surname: 'Holm', suite: 'kievit2', start: { days: -20, time: CHECK_IN }, end: { days: -15, time: CHECK_OUT }, guideId: anouk },
  { key: 'bas', reservationNumber: 'DZ-2025-000418', firstname: 'Bas', surname: 'Kok', suite: 'tureluur1', start: { days: -8, time: CHECK_IN }, end: { days: -4, time: CHECK_OUT } },
  { key: 'nora', reservationNumber: 'DZ-2025-000419', firstname: 'Nora', surname: 'Claes', suite: 'wulp2', start: { days: -30, time: CHECK_IN }, end: { days: -26, time: CHECK_OUT }, guideId: bram },
];
