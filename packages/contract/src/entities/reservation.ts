import { z } from 'zod';
import { reservationGuideSchema } from './guide';
import { inviteSchema } from './invite';
import { questionnaireEntrySchema } from './questionnaire';
import { rentalSchema } from './rental';

/** Suites: the first is the suite. */
export const suiteSummarySchema = z.object({ _id: z.string(), name: z.string() });
export type SuiteSummary = z.infer<typeof suiteSummarySchema>;

/** mainGuest: names from the booking (or the linked main guest) and the guide questionnaire's answers. */
export const mainGuestSchema = z.object({
  /** The linked main guest's person id; null while the reservation is not activated. */
  _id: z.string().nullable(),
  firstname: z.string(),
  surname: z.string(),
  questionnaire: z.array(questionnaireEntrySchema),
});
export type MainGuest = z.infer<typeof mainGuestSchema>;

/** relation: the booking party (customer) in the reservation system. */
export const relationSchema = z.object({ erpUID: z.string(), name: z.string() });
export type Relation = z.infer<typeof relationSchema>;

/** A person linked to the reservation: the main guest and the extra guests who accepted an invite. */
export const reservationGuestSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  isMainGuest: z.boolean(),
});
export type ReservationGuest = z.infer<typeof reservationGuestSchema>;

export const reservationLocationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** IANA zone: pass it to the reservation rules (appOpensAt, isPast, isLateCheckout ...). */
  timeZone: z.string(),
});

/**
 * Reservation as a guest sees it. Instants are UTC ISO strings; feed the object to the rules in
 * `rules/reservation.ts` with `now` and `location.timeZone` (wait screen, countdown, past, controls window).
 */
export const reservationSchema = z.object({
  _id: z.string(),
  /** The reservation number printed on the booking (what a guest types to activate it). */
  nmbr: z.string(),
  status: z.number().int(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  controlsActivationDateTime: z.string().nullable(),
  controlsDeactivationDateTime: z.string().nullable(),
  /** The controls are enabled for this reservation AND now is inside the controls window (server clock). */
  controlsAreActive: z.boolean(),
  /** Days before the start the app opens; null → the default of 5 (APP_USE_THRESHOLD_DAYS). */
  daysUntillAppUse: z.number().int().nullable(),
  accommodations: z.array(suiteSummarySchema),
  suiteAccess: z.object({ hasToken: z.boolean() }),
  /** The reservation's bike rentals (see entities/rental), by window start. */
  rentals: z.array(rentalSchema),
  guide: reservationGuideSchema.nullable(),
  guideSelectionTimestamp: z.string().nullable(),
  mainGuest: mainGuestSchema,
  relation: relationSchema.nullable(),
  location: reservationLocationSchema,
  /** Late checkout: the deactivation time equals the location's `reservation.controlDeactivation` (server-computed). */
  lateCheckout: z.boolean(),
  /** Demo mode: the app shows the built-in demo area; `POST /api/guest/demo/door/open` works only then. */
  demoMode: z.boolean(),
  /** The guest asked not to be asked to rate the guide. */
  guideRatingDisabled: z.boolean(),
  /** Whether the caller is the main guest (only the main guest invites and revokes extra guests). */
  isMainGuest: z.boolean(),
  guests: z.array(reservationGuestSchema),
  /** The reservation's invites; empty unless the caller is the main guest. */
  invites: z.array(inviteSchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * How a guest proves a reservation besides its number (the check `{mode}`): the booking email, the reservation's
 * activation code, or the postal code (only for a booking without an email, and not after repeated failures).
 */
export const RESERVATION_CHECK_MODES = ['email', 'postalcode', 'code'] as const;
export const reservationCheckModeSchema = z.enum(RESERVATION_CHECK_MODES);
export type ReservationCheckMode = z.infer<typeof reservationCheckModeSchema>;
