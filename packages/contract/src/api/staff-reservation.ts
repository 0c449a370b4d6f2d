import { z } from 'zod';
import { reservationGuideSchema } from '../entities/guide';
import { inviteSchema } from '../entities/invite';
import { suiteSummarySchema, relationSchema, reservationLocationSchema } from '../entities/reservation';
import { controlsWindowSchema, deviceSchema } from '../entities/suite';
import { emailSchema } from './account';
import { appLanguageSchema } from '../entities/language-schema';
import { defineEndpoint } from './endpoint';

/**
 * Staff reservations (/api/employee/reservation) and the staff view of the location's suites (/api/employee/accommodation).
 * Every call is scoped to the caller's location; "today" is the location's calendar day (see `rules/staff-reservation.ts`).
 * A reservation of another location answers 404 RESERVATION_NOT_FOUND, as an unknown one.
 */

export const STAFF_RESERVATION_PAGE_SIZE = 25;
export const STAFF_RESERVATION_MAX_PAGE_SIZE = 100;
export const STAFF_RESERVATION_SEARCH_MAX_LENGTH = 100;
export const STAFF_LEADERBOARD_MAX_DAYS = 366;

const calendarDate = z.iso.date();

/**
 * List query (every list). `search` matches the main guest's name (first name, surname or both), the reservation
 * number or the suite name: case-insensitive, partial. `cursor` is the previous page's `nextCursor`, as is: an
 * invalid one answers 400 INVALID_INPUT.
 */
export const staffReservationListQuerySchema = z.strictObject({
  search: z.string().trim().max(STAFF_RESERVATION_SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(STAFF_RESERVATION_MAX_PAGE_SIZE).default(STAFF_RESERVATION_PAGE_SIZE),
  cursor: z.string().min(1).max(500).optional(),
});
export type StaffReservationListQuery = z.output<typeof staffReservationListQuerySchema>;

/** The guide as staff lists show it. */
export const staffGuideSchema = z.object({ _id: z.string(), firstname: z.string(), surname: z.string() });
export type StaffGuide = z.infer<typeof staffGuideSchema>;

/** A name from the booking (or of the linked main guest). */
export const guestNameSchema = z.object({ firstname: z.string(), surname: z.string() });

/** One line of a staff reservation list. Instants are UTC ISO strings. */
export const staffReservationSummarySchema = z.object({
  _id: z.string(),
  /** The reservation number (what `GET /api/employee/reservation/{nmbr}` takes). */
  nmbr: z.string(),
  status: z.number().int(),
  /** status <= 10 (PROVISIONAL_RESERVATION_MAX_STATUS). */
  isProvisional: z.boolean(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  controlsActivationDateTime: z.string().nullable(),
  controlsDeactivationDateTime: z.string().nullable(),
  /** The deactivation time equals the location's `reservation.controlDeactivation`. */
  lateCheckout: z.boolean(),
  /** The suite (the first one the reservation holds); null when the reservation holds none. */
  suite: suiteSummarySchema.nullable(),
  mainGuest: guestNameSchema,
  /** Guests known to the app: the main guest (counted before activation too) and extra guests who accepted an invite. */
  guestCount: z.number().int().nonnegative(),
  guide: staffGuideSchema.nullable(),
  /** The reservation's chat (`/api/employee/chat/{nmbr}`), or null when there is none yet. */
  chatNmbr: z.number().int().nullable(),
  /** A lock of the suite is jammed or offline. */
  deviceAlert: z.boolean(),
  /** The language the main guest's app and mails use; null until the main guest has an account. */
  guestLanguage: appLanguageSchema.nullable(),
});
export type StaffReservationSummary = z.infer<typeof staffReservationSummarySchema>;

/** A page of a list: `nextCursor` fetches the next one; null on the last page. */
export const staffReservationPageSchema = z.object({
  items: z.array(staffReservationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type StaffReservationPage = z.infer<typeof staffReservationPageSchema>;

/** Counts per list for badges; `date` is today in the location's zone. */
export const staffReservationStatusSchema = z.object({
  date: calendarDate,
  timeZone: z.string(),
  checkIn: z.number().int().nonnegative(),
  checkOut: z.number().int().nonnegative(),
  onPremise: z.number().int().nonnegative(),
  upComing: z.number().int().nonnegative(),
});
export type StaffReservationStatus = z.infer<typeof staffReservationStatusSchema>;

/** A guest of the booking with the contact details staff may use (null when unknown). */
export const staffReservationGuestSchema = z.object({
  /** The person id. */
  _id: z.string(),
  firstname: z.string(),
  surname: z.string(),
  isMainGuest: z.boolean(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
  joinedAt: z.string(),
  /** The language the guest's app and mails use; null without an account. */
  language: appLanguageSchema.nullable(),
});
export type StaffReservationGuest = z.infer<typeof staffReservationGuestSchema>;

/** The main guest: names from the booking; person id, email and phone once linked (booking email before that). */
export const staffMainGuestSchema = z.object({
  _id: z.string().nullable(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  cellphone: z.string().nullable(),
});
export type StaffMainGuest = z.infer<typeof staffMainGuestSchema>;

/** One answered question of a questionnaire, with the chosen options as they were asked. */
export const staffQuestionnaireAnswerSchema = z.object({
  /** The questionnaire's label (e.g. `guide`). */
  questionnaire: z.string(),
  /** The question's label. */
  label: z.string(),
  question: z.string(),
  answers: z.array(z.object({ awnser: z.string(), text: z.string() })),
});
export type StaffQuestionnaireAnswer = z.infer<typeof staffQuestionnaireAnswerSchema>;

/** The suite with every device and its honest state (staff always see states; null never occurs here). */
export const staffSuiteSchema = suiteSummarySchema.extend({
  domoticas: z.array(deviceSchema),
  /** A lock is jammed or offline. */
  deviceAlert: z.boolean(),
});
export type StaffSuite = z.infer<typeof staffSuiteSchema>;

/** The booking screen's data. Orders, deliveries and complaints come from their own APIs. */
export const staffReservationDetailSchema = staffReservationSummarySchema.omit({ suite: true, mainGuest: true, guide: true }).extend({
  location: reservationLocationSchema,
  daysUntillAppUse: z.number().int().nullable(),
  /** The controls are enabled for this reservation and now is inside the controls window. */
  controlsAreActive: z.boolean(),
  controlsWindow: controlsWindowSchema,
  demoMode: z.boolean(),
  relation: relationSchema.nullable(),
  mainGuest: staffMainGuestSchema,
  /** Persons linked to the reservation (the main guest first, then by joining time). */
  guests: z.array(staffReservationGuestSchema),
  /** Invites not revoked, newest first (PENDING, ACCEPTED or EXPIRED). */
  invites: z.array(inviteSchema),
  /**
   * Every suite the reservation holds, in order: the first is where the guest stays, later ones are extras (a
   * parking place).
   */
  accommodations: z.array(suiteSummarySchema),
  suite: staffSuiteSchema.nullable(),
  guide: reservationGuideSchema.nullable(),
  guideSelectionTimestamp: z.string().nullable(),
  questionnaire: z.array(staffQuestionnaireAnswerSchema),
});
export type StaffReservationDetail = z.infer<typeof staffReservationDetailSchema>;

export const occupancyDaySchema = z.object({
  date: calendarDate,
  /** Suites held by a stay over that night. */
  occupied: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type OccupancyDay = z.infer<typeof occupancyDaySchema>;

/** Support and management: today's numbers and the occupancy of the next OCCUPANCY_DAYS days (today first). */
export const staffReservationDashboardSchema = z.object({
  date: calendarDate,
  timeZone: z.string(),
  arrivals: z.number().int().nonnegative(),
  departures: z.number().int().nonnegative(),
  inHouse: z.number().int().nonnegative(),
  totalSuites: z.number().int().nonnegative(),
  occupancy: z.array(occupancyDaySchema),
});
export type StaffReservationDashboard = z.infer<typeof staffReservationDashboardSchema>;

/** Leaderboard period: dates in the location's zone, both inclusive; default the current month. At most 366 days. */
export const staffLeaderboardQuerySchema = z
  .strictObject({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['to'],
  })
  .refine(
    (query) =>
      query.from === undefined ||
      query.to === undefined ||
      Date.parse(query.to) - Date.parse(query.from) <= (STAFF_LEADERBOARD_MAX_DAYS - 1) * 86_400_000,
    { message: `at most ${STAFF_LEADERBOARD_MAX_DAYS} days`, path: ['to'] },
  );
export type StaffLeaderboardQuery = z.output<typeof staffLeaderboardQuerySchema>;

export const staffLeaderboardRowSchema = z.object({
  employee: staffGuideSchema.extend({ personimage: z.string().nullable() }),
  /** Reservations with this guide whose stay starts in the period. */
  matched: z.number().int().nonnegative(),
  /** Of those, the stays that have ended. */
  served: z.number().int().nonnegative(),
  /** 1 is best; equal matched and served share a rank (1, 1, 3). */
  rank: z.number().int().positive(),
});
export type StaffLeaderboardRow = z.infer<typeof staffLeaderboardRowSchema>;

/** Every guide of the location, best first (then by name). */
export const staffLeaderboardSchema = z.object({
  from: calendarDate,
  to: calendarDate,
  rows: z.array(staffLeaderboardRowSchema),
});
export type StaffLeaderboard = z.infer<typeof staffLeaderboardSchema>;

/** Activation mails staff may send for one reservation per hour (each issues a new code; see sendActivationMail). */
export const ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR = 5;

/** Where the activation mail goes; without `email` it goes to the booking's email. */
export const activationMailBodySchema = z.object({ email: emailSchema.optional() });
export type ActivationMailBody = z.infer<typeof activationMailBodySchema>;

export const activationMailReplySchema = z.object({ sentTo: z.string() });
export type ActivationMailReply = z.infer<typeof activationMailReplySchema>;

const nmbrParams = z.object({ nmbr: z.string().trim().min(1).max(64) });

const BASE = '/api/employee/reservation';
const list = (path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${BASE}/${path}`,
    auth: 'staff',
    summary,
    query: staffReservationListQuerySchema,
    response: staffReservationPageSchema,
  });

/** Staff reservation calls: GUIDE, CUBER, BACKOFFICE and MANAGEMENT, each for their own location. */
export const staffReservationApi = {
  status: defineEndpoint({
    method: 'GET',
    path: `${BASE}/status`,
    auth: 'staff',
    summary: 'How many reservations each list holds today (arrivals, departures, in house, upcoming)',
    response: staffReservationStatusSchema,
  }),
  checkIn: list('check-in', 'Arriving today, by start (then id)'),
  checkOut: list('check-out', 'Leaving today, by end (then id)'),
  onPremise: list('on-premise', 'In house now (started, not ended), by end (then id)'),
  upComing: list('up-coming', 'Starting after today, by start (then id)'),
  passed: list('passed', 'Ended, latest end first (then id)'),
  dashboard: defineEndpoint({
    method: 'GET',
    path: `${BASE}/dashboard`,
    auth: 'staff',
    summary: "Support and management (GUIDE: 403 UNAUTHORIZED): today's arrivals, departures, in-house count and occupancy",
    response: staffReservationDashboardSchema,
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: `${BASE}/leaderboard`,
    auth: 'staff',
    summary: 'Guides of the location ranked by guests matched and served in a period (default: this month)',
    query: staffLeaderboardQuerySchema,
    response: staffLeaderboardSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{nmbr}`,
    auth: 'staff',
    summary: 'One booking by reservation number, with guests, invites, suite devices, guide and questionnaire answers',
    params: nmbrParams,
    response: staffReservationDetailSchema,
  }),
  sendActivationMail: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{nmbr}/activation-mail`,
    auth: 'staff',
    summary:
      'Mail the guest a new activation code with a link to /activate-reservation (the previous code stops working); ' +
      'to `email` or else the booking email (INVALID_INPUT naming email when there is neither). RESERVATION_ENDED ' +
      `after the stay, TOO_MANY_REQUESTS after ${ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR} mails per reservation in an hour, MAIL_ERROR when it cannot be sent`,
    params: nmbrParams,
    body: activationMailBodySchema,
    response: activationMailReplySchema,
  }),
} as const;

/** A stay as the suite overview shows it. */
export const suiteStaySchema = z.object({
  _id: z.string(),
  nmbr: z.string(),
  mainGuest: guestNameSchema,
  startDateTime: z.string(),
  endDateTime: z.string(),
});
export type SuiteStay = z.infer<typeof suiteStaySchema>;

/** One suite of the location: who is in it now, who arrives next, and its devices. */
export const locationSuiteSchema = suiteSummarySchema.extend({
  /** The stay in house now (started, not ended), or null. */
  current: suiteStaySchema.nullable(),
  /** The next stay that has not started yet, or null. */
  nextArrival: suiteStaySchema.nullable(),
  domoticas: z.array(deviceSchema),
  /** A lock is jammed or offline: show the suite first and marked. */
  deviceAlert: z.boolean(),
});
export type LocationSuite = z.infer<typeof locationSuiteSchema>;

/** The staff view of the location's suites (/api/employee/accommodation). */
export const staffSuiteApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employee/accommodation',
    auth: 'staff',
    summary: "The location's suites (device alerts first, then by name) with current occupancy and device health",
    response: z.array(locationSuiteSchema),
  }),
} as const;
