/**
 * Reservations as guests see them: the current stay, activation and invites, linking and unlinking, the flags a
 * guest may change; and as staff see them: the lists of a location's day, the booking, dashboard and leaderboard.
 * Owns `reservations`, `reservation_guests`, `invites` and `reservation_check_attempts`. New reservations get
 * random numbers (reservation-number.ts); activation needs the booking email or an activation code, or the postal
 * code of a booking without an email (proof.ts). Staff mail a new activation code from the booking
 * (activation-mail-service.ts).
 */
import type { AppModule } from '../../http/app-module';
import { createActivationMailService } from './activation-mail-service';
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
    registerStaffReservationRoutes(app, createStaffReservationService({ db }), createActivationMailService({ db, mailer, publicUrl: config.publicUrl }));
  },
};

export { linkMainGuest, proveActivation } from './activation';
export { hashActivationCode } from './activation-code';
export { sendActivationMailToBooking } from './activation-mail-service';
export { newUniqueReservationNumber } from './reservation-number';
export { assertNotEnded, requireCurrentReservation } from './guest-access';
export { CONFIRMED_RESERVATION_STATUS, insertConfirmedReservation, isSameStay, moveReservation, type StayDates } from './booking-writes';
export { findGuestsOf, findGuestsOfReservation, isGuestOfReservation, linkMainGuestOnce } from './guests-repository';
export { configuredDeactivationTime } from './late-checkout';
export { loadReservationView } from './load-view';
export {
  findReservationById,
  linkMainGuests,
  listReservationsAt,
  setMainGuestIfNone,
  updateReservation,
  upsertReservation,
  type ReservationRow,
} from './repository';
export { reservationGuideOf, reservationSuiteNameOf, reservationsToJoin } from './reservation-columns';
export { findSuiteNames, findReservationSummaries, type ReservationSummaryRow } from './reservation-summaries';
export { toReservationTimes } from './to-wire';
export { reservationBulkTables } from './bulk-tables';
