import { z } from 'zod';
import {
  rentalDamageReportSchema,
  rentalSchema,
  rentalTemplateNameSchema,
  rentalTemplateSchema,
  stationCoordinatesSchema,
} from '../entities/rental';
import { appLanguageSchema } from '../entities/language-schema';
import { defineEndpoint } from './endpoint';

/** The rental partner's path segment under `/api/guest/reservation/current/`. */
export const RENTAL_PARTNER_SEGMENT = 'bikerental';

/** The commands a guest can send to the bike's smart lock. */
export const RENTAL_COMMANDS = ['unlock', 'lock'] as const;
export const rentalCommandSchema = z.enum(RENTAL_COMMANDS);
export type RentalCommand = z.infer<typeof rentalCommandSchema>;

/**
 * A damage report is `multipart/form-data` with a text field `text` (1…RENTAL_DAMAGE_TEXT_MAX_LENGTH characters)
 * and optionally one photo in the file field `photo` (PNG, JPEG, GIF or WebP, at most the chat attachment size;
 * compress it as chat images are). Send the text field before the photo.
 */
export const RENTAL_DAMAGE_TEXT_FIELD = 'text';
export const RENTAL_DAMAGE_PHOTO_FIELD = 'photo';
export const RENTAL_DAMAGE_TEXT_MAX_LENGTH = 2000;

const id = z.string().min(1).max(64);
const ofReservation = z.object({ reservation_id: id });

/** Which of the reservation's rentals a call is about. */
export const rentalRefBodySchema = z.object({ rentalId: id });
export type RentalRefBody = z.output<typeof rentalRefBodySchema>;

/** The phone saw a Bluetooth beacon: its id as the phone read it. */
export const rentalBeaconBodySchema = z.object({ rentalId: id, beaconId: z.string().trim().min(1).max(128) });
export type RentalBeaconBody = z.output<typeof rentalBeaconBodySchema>;

/** POST /template/{template}: the language of the text (English when absent). The body may be left out. */
export const rentalTemplateBodySchema = z.object({ language: appLanguageSchema.optional() }).nullish();

/**
 * The reservation's rentals with the bikes' live state (asked of the rental partner), the station (null when the
 * location has none configured) and the id of the station's beacon (null when unknown).
 */
export const rentalStateReplySchema = z.object({
  rentals: z.array(rentalSchema),
  station: stationCoordinatesSchema.nullable(),
  stationBeaconId: z.string().nullable(),
});
export type RentalStateReply = z.infer<typeof rentalStateReplySchema>;

/** checkGPS: whether the bike is at the station now, and how far away it is (null without a position or station). */
export const rentalGpsReplySchema = z.object({
  rental: rentalSchema,
  atStation: z.boolean(),
  distanceMeters: z.number().nonnegative().nullable(),
});
export type RentalGpsReply = z.infer<typeof rentalGpsReplySchema>;

/** beacon: what the seen beacon is. A station beacon is remembered on the rental for STATION_BEACON_FRESH_MS. */
export const RENTAL_BEACON_KINDS = ['station', 'bike', 'unknown'] as const;
export const rentalBeaconReplySchema = z.object({
  rental: rentalSchema,
  beacon: z.enum(RENTAL_BEACON_KINDS),
});
export type RentalBeaconReply = z.infer<typeof rentalBeaconReplySchema>;

const BASE = `/api/guest/reservation/current/${RENTAL_PARTNER_SEGMENT}`;

/**
 * Bike rentals from the rental partner. Only guests of the reservation whose current reservation is
 * `reservation_id` (anyone else: 404 RESERVATION_NOT_FOUND); a rental of another reservation is 404
 * RENTAL_NOT_FOUND. Commands, GPS checks and ending work only while the rental is active (inside its window, not
 * ended): otherwise 409 RENTAL_NOT_ACTIVE. Ending is refused away from the station: 409 RENTAL_NOT_AT_STATION.
 * When the partner does not answer: 502 RENTAL_PARTNER_UNAVAILABLE.
 */
export const guestRentalApi = {
  state: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{reservation_id}/state`,
    auth: 'guest',
    summary: "The reservation's bike rentals with the bikes' live state (lock, battery, position, at the station)",
    params: ofReservation,
    response: rentalStateReplySchema,
  }),
  command: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{reservation_id}/cmd/{cmd}`,
    auth: 'guest',
    summary: "Unlock or lock a rental's bike (only while the rental is active)",
    params: z.object({ reservation_id: id, cmd: rentalCommandSchema }),
    body: rentalRefBodySchema,
    response: rentalSchema,
  }),
  checkGps: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{reservation_id}/checkGPS`,
    auth: 'guest',
    summary: "Whether a rental's bike is at the station (within the station's radius), by its GPS position",
    params: ofReservation,
    body: rentalRefBodySchema,
    response: rentalGpsReplySchema,
  }),
  beacon: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{reservation_id}/beacon`,
    auth: 'guest',
    summary: "The phone saw a beacon: a station beacon counts as at the station while the bike's GPS has no fix",
    params: ofReservation,
    body: rentalBeaconBodySchema,
    response: rentalBeaconReplySchema,
  }),
  endRental: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{reservation_id}/endRental/{rental_id}`,
    auth: 'guest',
    summary: 'End a rental: only with the bike at the station; the bike is locked and handed back to the partner',
    params: z.object({ reservation_id: id, rental_id: id }),
    response: rentalSchema,
  }),
  reportDamage: defineEndpoint({
    method: 'POST',
    path: `${BASE}/{reservation_id}/reportDamage/{rental_id}`,
    auth: 'guest',
    summary: 'Report damage to a rental\'s bike (multipart: field "text", optional photo in field "photo")',
    params: z.object({ reservation_id: id, rental_id: id }),
    response: rentalDamageReportSchema,
  }),
  template: defineEndpoint({
    method: 'POST',
    path: `${BASE}/template/{template}`,
    auth: 'guest',
    summary: "One of the rental partner's texts (terms, unlock, endRental, damage) in one of the app's languages",
    params: z.object({ template: rentalTemplateNameSchema }),
    body: rentalTemplateBodySchema,
    response: rentalTemplateSchema,
  }),
} as const;
