import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';
import { emailSchema } from './account';
import { defineEndpoint } from './endpoint';

export const PMS_API_KEY_NAME_MAX_LENGTH = 80;
export const PMS_EXTERNAL_ID_MAX_LENGTH = 100;
export const PMS_GUESTS_MAX = 20;
export const PMS_RESERVATION_LIST_MAX = 200;

/** A reservation's state as the PMS knows it: provisional stays show the wait screen, cancelled ones lose their controls. */
export const PMS_RESERVATION_STATUSES = ['provisional', 'confirmed', 'cancelled'] as const;
export type PmsReservationStatus = (typeof PMS_RESERVATION_STATUSES)[number];

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'not a calendar date');
const name = z.string().trim().min(1).max(100);
const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ()./-]{3,}$/, 'a phone number: digits, spaces, ( ) . / - and a leading +');

/** One guest of a booking as the PMS sends it. */
export const pmsGuestSchema = z.object({
  firstname: name,
  surname: name,
  // Left out or null alike: no transform here, so the OpenAPI document keeps the body's examples.
  email: emailSchema.nullish(),
  phone: phone.nullish(),
  language: appLanguageSchema.default('en'),
});
export type PmsGuest = z.output<typeof pmsGuestSchema>;

/** A guest as the API answers it. */
export const pmsStoredGuestSchema = z.object({
  firstname: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: appLanguageSchema,
});

const RESERVATION_EXAMPLE = {
  status: 'confirmed',
  arrival: '2026-07-10',
  departure: '2026-07-17',
  suite: 'Lodge 12',
  mainGuest: { firstname: 'Anna', surname: 'de Vries', email: 'anna@example.com', phone: '+31 6 12345678', language: 'nl' },
  guests: [{ firstname: 'Jan', surname: 'de Vries', email: null, phone: null, language: 'nl' }],
} as const;

/**
 * POST /api/pms/reservation/{externalId}: the reservation as the PMS holds it now. Arrival and departure are the
 * location's dates; the stay runs from its check-in time on arrival to its checkout time on departure. `suite` is a
 * suite's name (any case) or id at the key's location.
 */
export const pmsReservationBodySchema = z
  .object({
    status: z.enum(PMS_RESERVATION_STATUSES).default('confirmed'),
    arrival: calendarDay,
    departure: calendarDay,
    suite: z.string().trim().min(1).max(100),
    mainGuest: pmsGuestSchema,
    guests: z.array(pmsGuestSchema).max(PMS_GUESTS_MAX).default([]),
  })
  .refine((body) => body.departure > body.arrival, { message: 'departure must be after arrival', path: ['departure'] })
  .meta({ examples: [RESERVATION_EXAMPLE] });
export type PmsReservationBody = z.output<typeof pmsReservationBodySchema>;
export type PmsReservationBodyInput = z.input<typeof pmsReservationBodySchema>;

/** A synced reservation as the API answers it. */
export const pmsReservationSchema = z
  .object({
    externalId: z.string(),
    /** The reservation number guests and staff see. */
    reservationNumber: z.string(),
    status: z.enum(PMS_RESERVATION_STATUSES),
    arrival: z.string(),
    departure: z.string(),
    /** The stay as instants (UTC ISO-8601), from the location's check-in and checkout times. */
    startDateTime: z.string(),
    endDateTime: z.string(),
    suite: z.object({ id: z.string(), name: z.string() }),
    mainGuest: pmsStoredGuestSchema,
    guests: z.array(pmsStoredGuestSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({
    examples: [
      {
        ...RESERVATION_EXAMPLE,
        externalId: 'PMS-48213',
        reservationNumber: 'PMS-7F3A91C2E0',
        startDateTime: '2026-07-10T13:00:00.000Z',
        endDateTime: '2026-07-17T08:00:00.000Z',
        suite: { id: 'b1c9e5d2-…', name: 'Lodge 12' },
        createdAt: '2026-05-02T09:14:03.000Z',
        updatedAt: '2026-05-02T09:14:03.000Z',
      },
    ],
  });
export type PmsReservation = z.infer<typeof pmsReservationSchema>;

/** The answer of an upsert: `created`, `updated`, or `unchanged` when the same reservation was sent again. */
export const pmsReservationWriteSchema = z.object({ outcome: z.enum(['created', 'updated', 'unchanged']), reservation: pmsReservationSchema });
export type PmsReservationWrite = z.infer<typeof pmsReservationWriteSchema>;

/** The list, by externalId; `after` is the last externalId of the previous page. */
export const pmsReservationListQuerySchema = z.strictObject({
  after: z.string().max(PMS_EXTERNAL_ID_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(PMS_RESERVATION_LIST_MAX).default(50),
});
export type PmsReservationListQuery = z.output<typeof pmsReservationListQuerySchema>;
export const pmsReservationPageSchema = z.object({ items: z.array(pmsReservationSchema), nextAfter: z.string().nullable() });
export type PmsReservationPage = z.infer<typeof pmsReservationPageSchema>;

const externalIdParams = z.object({
  externalId: z
    .string()
    .min(1)
    .max(PMS_EXTERNAL_ID_MAX_LENGTH)
    .regex(/^[\w.:-]+$/, 'letters, digits and _ . : -'),
});
const PMS_PATH = '/api/pms/reservation';

/**
 * The reservation sync API for property-management systems (see docs/pms-integration.md). Authenticated with
 * `Authorization: Bearer <API key>`; the key's location is the location of every reservation. Without a key 401
 * NO_CREDENTIALS, with an unknown or revoked key 401 API_KEY_INVALID; too many requests per key 429 TOO_MANY_REQUESTS.
 * Invalid input answers 400 INVALID_INPUT naming the field, or PMS_SUITE_UNKNOWN; nothing is written then.
 */
export const pmsReservationApi = {
  list: defineEndpoint({
    method: 'GET',
    path: PMS_PATH,
    auth: 'apiKey',
    summary: "The location's synced reservations, by externalId",
    query: pmsReservationListQuerySchema,
    response: pmsReservationPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${PMS_PATH}/{externalId}`,
    auth: 'apiKey',
    summary: 'One synced reservation by the PMS id (404 PMS_RESERVATION_NOT_FOUND)',
    params: externalIdParams,
    response: pmsReservationSchema,
  }),
  upsert: defineEndpoint({
    method: 'POST',
    path: `${PMS_PATH}/{externalId}`,
    auth: 'apiKey',
    summary: 'Create or update a reservation by the PMS id; sending the same body again changes nothing',
    params: externalIdParams,
    body: pmsReservationBodySchema,
    response: pmsReservationWriteSchema,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${PMS_PATH}/{externalId}/cancel`,
    auth: 'apiKey',
    summary: 'Cancel a reservation by the PMS id (again: unchanged)',
    params: externalIdParams,
    response: pmsReservationWriteSchema,
  }),
} as const;

/** An API key as management sees it; the key itself is shown only once, when it is created. */
export const pmsApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters. */
  hint: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PmsApiKey = z.infer<typeof pmsApiKeySchema>;
export const pmsApiKeyCreateBodySchema = z.object({ name: z.string().trim().min(1).max(PMS_API_KEY_NAME_MAX_LENGTH) });
export type PmsApiKeyCreateBody = z.infer<typeof pmsApiKeyCreateBodySchema>;
export const pmsApiKeyCreatedSchema = z.object({ apiKey: pmsApiKeySchema, key: z.string() });
export type PmsApiKeyCreated = z.infer<typeof pmsApiKeyCreatedSchema>;

const idParams = z.object({ id: z.string().min(1).max(64) });
const KEY_PATH = '/api/employee/pms/api-key';

/**
 * The API keys of the caller's location (management with a location only: other roles 403 UNAUTHORIZED, management
 * without a location 404 LOCATION_NOT_FOUND). A key of another location is PMS_API_KEY_NOT_FOUND.
 */
export const managementPmsApi = {
  listKeys: defineEndpoint({ method: 'GET', path: KEY_PATH, auth: 'staff', summary: "The location's PMS API keys, newest first", response: z.array(pmsApiKeySchema) }),
  createKey: defineEndpoint({
    method: 'POST',
    path: KEY_PATH,
    auth: 'staff',
    summary: 'Create a PMS API key; the answer holds the key, shown this once',
    body: pmsApiKeyCreateBodySchema,
    response: pmsApiKeyCreatedSchema,
  }),
  revokeKey: defineEndpoint({
    method: 'DELETE',
    path: `${KEY_PATH}/{id}`,
    auth: 'staff',
    summary: 'Revoke a PMS API key: it is refused from now on',
    params: idParams,
    response: pmsApiKeySchema,
  }),
} as const;

/** The events a webhook receives. */
export const WEBHOOK_EVENTS = ['order.placed', 'complaint.filed', 'guest.checked_in'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The headers of each delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, and the event's id. */
export const WEBHOOK_SIGNATURE_HEADER = 'stay-signature';
export const WEBHOOK_EVENT_HEADER = 'stay-event';
export const WEBHOOK_DELIVERY_HEADER = 'stay-delivery';
export const WEBHOOK_URL_MAX_LENGTH = 2000;

export const webhookSchema = z.object({ id: z.string(), url: z.string(), createdAt: z.string() });
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookCreateBodySchema = z.object({ url: z.string().trim().min(1).max(WEBHOOK_URL_MAX_LENGTH) });
export type WebhookCreateBody = z.infer<typeof webhookCreateBodySchema>;
export const webhookCreatedSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** One event sent (or still to send) to a webhook. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  createdAt: z.string(),
  attempts: z.number().int(),
  /** `delivered`, `pending` (another attempt is due) or `failed` (given up). */
  state: z.enum(['delivered', 'pending', 'failed']),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const WEBHOOK_PATH = '/api/employee/webhook';

/**
 * The webhooks of the caller's location, with the same access rules as the API keys. A URL must be http(s) and reach
 * a public address (400 WEBHOOK_URL_REFUSED otherwise); the secret is shown only once.
 */
export const managementWebhookApi = {
  list: defineEndpoint({ method: 'GET', path: WEBHOOK_PATH, auth: 'staff', summary: "The location's webhooks", response: z.array(webhookSchema) }),
  create: defineEndpoint({
    method: 'POST',
    path: WEBHOOK_PATH,
    auth: 'staff',
    summary: 'Register a webhook; the answer holds its signing secret, shown this once',
    body: webhookCreateBodySchema,
    response: webhookCreatedSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${WEBHOOK_PATH}/{id}`,
    auth: 'staff',
    summary: 'Remove a webhook and its pending deliveries',
    params: idParams,
    response: z.object({ message: z.string() }),
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: `${WEBHOOK_PATH}/{id}/delivery`,
    auth: 'staff',
    summary: "The webhook's latest 50 deliveries, newest first",
    params: idParams,
    response: z.array(webhookDeliverySchema),
  }),
} as const;
