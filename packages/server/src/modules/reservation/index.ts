/**
 * Reservations as guests see them: the current stay, activation and invites, linking and unlinking, the flags a
 * guest may change; and as staff see them: the lists of a location's day, the booking, dashboard and leaderboard.
 * Owns `reservations`, `reservation_guests`, `invites` and `reservation_check_attempts`.
 */
import type { AppModule } from '../../http/app-module';
import { registerGuestReservationRoutes } from './guest-routes';
import { createInviteService } from './invite-service';
import { registerReservationLinkRoutes } from './link-routes';
import { createReservationLinkService } from './link-service';
import { createReservationService } from './service';
import { registerStaffReservationRoutes } from './staff/staff-routes';
import { createStaffReservationService } from './staff/staff-service';

export const reservationModule: AppModule = {
  name: 'reservation',
  register(app, { db, mailer, config }) {
    registerGuestReservationRoutes(app, createReservationService({ db }), createInviteService({ db, mailer, publicUrl: config.publicUrl }));
    registerReservationLinkRoutes(app, createReservationLinkService({ db }));
    registerStaffReservationRoutes(app, createStaffReservationService({ db }));
  },
};

export { linkMainGuest, proveActivation } from './activation';
export { assertNotEnded, findCurrentReservation, requireCurrentReservation } from './guest-access';
export { insertConfirmedReservation, isSameStay, moveReservation, type StayDates } from './booking-writes';
export { findGuestsOf, insertGuestLink, isGuestOfReservation } from './guests-repository';
export { insertInvite } from './invite-repository';
export { configuredDeactivationTime } from './late-checkout';
export { loadReservationView } from './load-view';
export { findReservationById, updateReservation, type ReservationRow } from './repository';
export { toReservationTimes } from './to-wire';
