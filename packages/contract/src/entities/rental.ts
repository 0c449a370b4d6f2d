import { z } from 'zod';
import { appLanguageSchema } from './language-schema';

/**
 * A rental's state, derived from its window and whether the guest ended it (see `rentalState` in rules/rental):
 * `reserved` before the window opens, `active` inside it, `ended` once ended by the guest or once the window is over.
 */
export const RENTAL_STATES = ['reserved', 'active', 'ended'] as const;
export const rentalStateSchema = z.enum(RENTAL_STATES);
export type RentalState = z.infer<typeof rentalStateSchema>;

/** The bike's smart lock as the rental partner last reported it (`unknown` before the partner was asked). */
export const RENTAL_LOCK_STATES = ['locked', 'unlocked', 'unknown'] as const;
export const rentalLockSchema = z.enum(RENTAL_LOCK_STATES);
export type RentalLock = z.infer<typeof rentalLockSchema>;

/** A WGS84 position in decimal degrees. */
export const geoPositionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type GeoPosition = z.infer<typeof geoPositionSchema>;

/**
 * The bike station of a location: the permission `rental-partner.stationCoordinates` in the location's settings.
 * A bike is at the station when its GPS position is within `radiusMeters` of the point.
 */
export const stationCoordinatesSchema = geoPositionSchema.extend({
  radiusMeters: z.number().positive().max(10_000),
});
export type StationCoordinates = z.infer<typeof stationCoordinatesSchema>;

/**
 * A bike rental of a reservation, created when an order with a bike product is placed (one per bike). The bike is
 * assigned by the rental partner the first time the rental is looked at live (`bikeId`/`bikeName` null before).
 * `lock`, `battery`, `position` and `atStation` are the partner's last report; the `state` call refreshes them.
 */
export const rentalSchema = z.object({
  _id: z.string(),
  reservationId: z.string(),
  productkey: z.string(),
  productname: z.string(),
  bikeId: z.string().nullable(),
  bikeName: z.string().nullable(),
  /** The rental window (UTC ISO instants): commands and ending are accepted only inside it. */
  startDateTime: z.string(),
  endDateTime: z.string(),
  state: rentalStateSchema,
  lock: rentalLockSchema,
  /** Battery charge in percent (e-bikes); null when the bike has none or it is not known. */
  battery: z.number().int().min(0).max(100).nullable(),
  position: geoPositionSchema.nullable(),
  /** The bike was within the station's radius at the partner's last report. */
  atStation: z.boolean(),
  damageReported: z.boolean(),
  /** When the guest ended the rental; null while it runs. */
  endedDateTime: z.string().nullable(),
});
export type Rental = z.infer<typeof rentalSchema>;

/** A damage report on a rental: the guest's text and optionally a photo (stored like chat attachments). */
export const rentalDamageReportSchema = z.object({
  _id: z.string(),
  rentalId: z.string(),
  text: z.string(),
  /** The stored photo's generated file name; null without a photo. */
  photo: z.string().nullable(),
  photoMimetype: z.string().nullable(),
  created: z.string(),
});
export type RentalDamageReport = z.infer<typeof rentalDamageReportSchema>;

/** The rental partner's texts, by name. */
export const RENTAL_TEMPLATES = ['terms', 'unlock', 'endRental', 'damage'] as const;
export const rentalTemplateNameSchema = z.enum(RENTAL_TEMPLATES);
export type RentalTemplateName = z.infer<typeof rentalTemplateNameSchema>;

/** One of the partner's texts in one of the app's languages: a title and plain-text paragraphs separated by blank lines. */
export const rentalTemplateSchema = z.object({
  template: rentalTemplateNameSchema,
  language: appLanguageSchema,
  title: z.string(),
  text: z.string(),
});
export type RentalTemplate = z.infer<typeof rentalTemplateSchema>;
