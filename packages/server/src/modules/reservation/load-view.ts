import type { Reservation } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { parseJsonArray } from '../../db/json-array';
import { findKeptGuide } from '../identity';
import { rentalsFromJson } from '../rental';
import { isReservationLateCheckout } from './late-checkout';
import { findLocationOf, type ReservationRow } from './repository';
import { toReservation, type ReservationParts } from './to-wire';
import { findReservationView, type ReservationViewRow } from './view-repository';

type ViewParts = Pick<ReservationViewRow, 'suites' | 'guests' | 'invites' | 'answers' | 'rentals'>;

/** The parts of a reservation that is gone meanwhile. */
const NO_PARTS: ViewParts = { suites: '[]', guests: '[]', invites: '[]', answers: '[]', rentals: '[]' };

/** Shapes the reservation and the parts of its view (findReservationView) for the viewer, a guest of the reservation. */
async function toView(db: DbOrTrx, row: ReservationRow, parts: ViewParts, viewerGuestId: string, now: Date): Promise<Reservation> {
  const [location, guide] = await Promise.all([
    findLocationOf(db, row),
    row.guide_employee_id ? findKeptGuide(db, row.guide_employee_id) : Promise.resolve(undefined),
  ]);
  const lateCheckout = await isReservationLateCheckout(db, row, location.timeZone);
  return toReservation({
    row,
    location,
    accommodations: parseJsonArray<ReservationParts['accommodations'][number]>(parts.suites),
    guide,
    guests: parseJsonArray<ReservationParts['guests'][number]>(parts.guests),
    invites: parseJsonArray<ReservationParts['invites'][number]>(parts.invites),
    answers: parseJsonArray<ReservationParts['answers'][number]>(parts.answers),
    rentals: rentalsFromJson(parts.rentals, now),
    lateCheckout,
    viewerGuestId,
    now,
  });
}

/** The reservation as its viewer (a guest of it) sees it, read in one statement; undefined when there is none. */
export async function readReservationView(db: DbOrTrx, reservationId: string, viewerGuestId: string, now: Date): Promise<Reservation | undefined> {
  const [row] = await findReservationView(db, reservationId);
  return row ? toView(db, row, row, viewerGuestId, now) : undefined;
}

/** Loads everything a reservation read already shows and shapes it for the viewer (a guest of the reservation). */
export async function loadReservationView(db: DbOrTrx, row: ReservationRow, viewerGuestId: string, now: Date): Promise<Reservation> {
  const [parts] = await findReservationView(db, row.id);
  return toView(db, row, parts ?? NO_PARTS, viewerGuestId, now);
}
