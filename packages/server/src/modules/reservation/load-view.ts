import type { Reservation } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findGuide } from '../identity';
import { findAnswersOf } from '../questionnaire';
import { rentalsOfReservation } from '../rental';
import { findGuestsOf } from './guests-repository';
import { findInvitesOf } from './invite-repository';
import { isReservationLateCheckout } from './late-checkout';
import { findSuitesOf, findLocationOf, type ReservationRow } from './repository';
import { toReservation } from './to-wire';

/** Loads everything the reservation shows and shapes it for the viewer (a guest of the reservation). */
export async function loadReservationView(db: DbOrTrx, row: ReservationRow, viewerGuestId: string, now: Date): Promise<Reservation> {
  const isMainGuest = row.main_person_id === viewerGuestId;
  const [location, suites, guide, guests, invites, answers, rentals] = await Promise.all([
    findLocationOf(db, row),
    findSuitesOf(db, row.id),
    row.guide_employee_id ? findGuide(db, row.guide_employee_id) : Promise.resolve(undefined),
    findGuestsOf(db, row.id),
    isMainGuest ? findInvitesOf(db, row.id) : Promise.resolve([]),
    findAnswersOf(db, row.id),
    rentalsOfReservation(db, row.id, now),
  ]);
  const lateCheckout = await isReservationLateCheckout(db, row, location.timeZone);
  return toReservation({
    row,
    location,
    accommodations: suites,
    guide,
    guests,
    invites,
    answers: answers.map(({ label, awnser }) => ({ label, awnser })),
    rentals,
    lateCheckout,
    viewerGuestId,
    now,
  });
}
