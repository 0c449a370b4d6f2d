import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';
import { MAX_CHECK_OUT_GRACE_MINUTES, MAX_ECO_SETPOINT, MIN_ECO_SETPOINT } from '../rules/self-check-out';
import { defineEndpoint } from './endpoint';

/**
 * Self check-out (the guest), its settings per location (management), the housekeeping list of a day and the stay
 * status of a location's bookings (staff: check-out, door keys, suite ready). Instants are UTC ISO strings; days are
 * the location's calendar days.
 */

export const MAX_CHECK_OUT_CHECKLIST_ITEMS = 10;
export const CHECK_OUT_CHECKLIST_TEXT_MAX_LENGTH = 120;

const calendarDate = z.iso.date();
const itemText = z.string().trim().max(CHECK_OUT_CHECKLIST_TEXT_MAX_LENGTH);

/** One checklist item in every language: English always, another language null when missing (it reads English). */
export const checkOutChecklistItemSchema = z.object({ en: z.string(), nl: z.string().nullable(), de: z.string().nullable(), fr: z.string().nullable() });
export type CheckOutChecklistItem = z.infer<typeof checkOutChecklistItemSchema>;

const otherLanguageText = itemText.nullable().default(null).transform((text) => text || null);

/** An item as management writes it: English required (INVALID_INPUT naming it when empty), an empty other language is missing. */
export const checkOutChecklistItemBodySchema = z.object({ en: itemText.min(1), nl: otherLanguageText, de: otherLanguageText, fr: otherLanguageText });

const settingsFields = {
  /** °C the thermostats go to on check-out. */
  ecoSetpoint: z.number().min(MIN_ECO_SETPOINT).max(MAX_ECO_SETPOINT).multipleOf(0.5),
  /** Minutes the door and the controls stay on after a check-out (forgotten items). */
  graceMinutes: z.number().int().min(0).max(MAX_CHECK_OUT_GRACE_MINUTES),
};

/** A location's self check-out: the checklist the guest sees, the eco setpoint and the grace of the controls. */
export const checkOutSettingsSchema = z.object({ checklist: z.array(checkOutChecklistItemSchema), ...settingsFields });
export type CheckOutSettings = z.infer<typeof checkOutSettingsSchema>;

export const checkOutSettingsBodySchema = z.object({
  checklist: z.array(checkOutChecklistItemBodySchema).max(MAX_CHECK_OUT_CHECKLIST_ITEMS),
  ...settingsFields,
});
export type CheckOutSettingsInput = z.input<typeof checkOutSettingsBodySchema>;

export const selfCheckOutStateSchema = z.enum(['not-yet', 'open', 'closed', 'checked-out']);

/** The guest's self check-out: when it opens, the departure, the checklist in the asked language. */
export const selfCheckOutSchema = z.object({
  state: selfCheckOutStateSchema,
  opensAt: z.string(),
  departure: z.string(),
  lateCheckout: z.boolean(),
  checklist: z.array(z.string()),
  checkedOutAt: z.string().nullable(),
  /** Minutes the door and the controls stay on after a check-out. */
  graceMinutes: z.number().int().nonnegative(),
  /** After a check-out: when the door and the controls stop working. */
  controlsEndAt: z.string().nullable(),
});
export type SelfCheckOut = z.infer<typeof selfCheckOutSchema>;

/** The guest confirms every checklist item (by position) before checking out. */
export const selfCheckOutBodySchema = z.strictObject({ confirmed: z.array(z.number().int().min(0)).max(MAX_CHECK_OUT_CHECKLIST_ITEMS) });

/** The arriving guest's suite: ready, or (late) when it is expected. */
export const suiteReadinessSchema = z.object({
  isReady: z.boolean(),
  /** Not ready and the arrival time has come. */
  isLate: z.boolean(),
  /** When housekeeping expects it to be ready (null: no estimate). */
  expectedReadyAt: z.string().nullable(),
});
export type SuiteReadiness = z.infer<typeof suiteReadinessSchema>;

const langQuery = z.strictObject({ lang: appLanguageSchema.optional() });

export const guestCheckOutApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/guest/check-out',
    auth: 'guest',
    summary: "The current stay's self check-out: state, departure, the location's checklist in `lang` (default: the account's)",
    query: langQuery,
    response: selfCheckOutSchema,
  }),
  checkOut: defineEndpoint({
    method: 'POST',
    path: '/api/guest/check-out',
    auth: 'guest',
    summary:
      'Check out (once; again answers the same): from 06:00 on the departure day until the departure, every checklist item confirmed ' +
      '(CHECK_OUT_NOT_OPEN, CHECK_OUT_CHECKLIST_INCOMPLETE). Locks the door, sets the thermostats to eco and ends the controls after the grace',
    query: langQuery,
    body: selfCheckOutBodySchema,
    response: selfCheckOutSchema,
  }),
  suiteReadiness: defineEndpoint({
    method: 'GET',
    path: '/api/guest/check-out/suite-readiness',
    auth: 'guest',
    summary: "Whether the current stay's suite is ready, and when housekeeping expects it when it is late",
    response: suiteReadinessSchema,
  }),
} as const;

export const managementCheckOutApi = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/employee/check-out/settings',
    auth: 'staff',
    summary: "Management: the location's self check-out checklist, eco setpoint and grace (defaults until saved)",
    response: checkOutSettingsSchema,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/api/employee/check-out/settings',
    auth: 'staff',
    summary: "Management: replace the location's self check-out settings",
    body: checkOutSettingsBodySchema,
    response: checkOutSettingsSchema,
  }),
} as const;

export const lockStatusSchema = z.enum(['ok', 'jammed', 'unavailable', 'unknown']);
export type LockStatus = z.infer<typeof lockStatusSchema>;

/** A guest's key to the suite: from the first time their controls were open to the last unlock. */
export const doorKeySchema = z.object({
  guestId: z.string(),
  firstname: z.string(),
  surname: z.string(),
  activatedAt: z.string().nullable(),
  firstUsedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  failedAttempts: z.number().int().nonnegative(),
  /** The lock as the last attempt found it. */
  lockStatus: lockStatusSchema,
});
export type DoorKey = z.infer<typeof doorKeySchema>;

/** What the day did to a booking: checked out, keys used, its suite ready for the arrival. */
export const stayStatusSchema = z.object({
  reservationId: z.string(),
  nmbr: z.string(),
  checkedOutAt: z.string().nullable(),
  /** A guest has unlocked the door: in house. */
  isInHouse: z.boolean(),
  /** The arriving stay's suite is ticked ready for today; null when the booking does not arrive today. */
  isSuiteReady: z.boolean().nullable(),
  keys: z.array(doorKeySchema),
});
export type StayStatus = z.infer<typeof stayStatusSchema>;

export const housekeepingStateSchema = z.enum(['occupied', 'to-clean', 'ready']);

export const housekeepingItemSchema = z.object({
  suite: z.object({ _id: z.string(), name: z.string() }),
  departure: z.object({ nmbr: z.string(), departure: z.string(), checkedOutAt: z.string().nullable() }).nullable(),
  arrival: z.object({ nmbr: z.string(), startDateTime: z.string(), mainGuest: z.object({ firstname: z.string(), surname: z.string() }) }).nullable(),
  /** When the suite is free: the check-out, else the departure; null when nobody leaves. */
  freeAt: z.string().nullable(),
  /** When it must be ready: the arrival; null when nobody arrives. */
  readyBy: z.string().nullable(),
  state: housekeepingStateSchema,
  readyAt: z.string().nullable(),
  expectedReadyAt: z.string().nullable(),
  /** Subjects of the departing stay's cleaning complaints. */
  notes: z.array(z.string()),
});
export type HousekeepingItem = z.infer<typeof housekeepingItemSchema>;

export const housekeepingListSchema = z.object({ date: calendarDate, timeZone: z.string(), items: z.array(housekeepingItemSchema) });
export type HousekeepingList = z.infer<typeof housekeepingListSchema>;

/** Tick a suite ready for the day (or take the tick back), or say when it will be. */
export const housekeepingUpdateBodySchema = z.strictObject({
  date: calendarDate,
  isReady: z.boolean(),
  expectedReadyAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type HousekeepingUpdateBody = z.infer<typeof housekeepingUpdateBodySchema>;

export const staffHousekeepingApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employee/housekeeping',
    auth: 'staff',
    summary: "The suites of the location's day (default today) that someone leaves or arrives in, arrivals first by arrival time",
    query: z.strictObject({ date: calendarDate.optional() }),
    response: housekeepingListSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/employee/housekeeping/{suiteId}',
    auth: 'staff',
    summary: "Tick a suite of the caller's location ready for a day, take the tick back, or set when it is expected ready",
    params: z.object({ suiteId: z.string().trim().min(1).max(64) }),
    body: housekeepingUpdateBodySchema,
    response: housekeepingItemSchema,
  }),
} as const;

export const staffStayStatusApi = {
  today: defineEndpoint({
    method: 'GET',
    path: '/api/employee/stay-status',
    auth: 'staff',
    summary: "Today's arriving, in-house and departing bookings of the location: checked out, keys, suite ready",
    response: z.array(stayStatusSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/stay-status/{nmbr}',
    auth: 'staff',
    summary: 'One booking of the location by reservation number: checked out, keys, suite ready',
    params: z.object({ nmbr: z.string().trim().min(1).max(64) }),
    response: stayStatusSchema,
  }),
} as const;
