import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';
import { defineEndpoint } from './endpoint';

/**
 * A location's content language: what a guest sees of a text (a product, an announcement) missing in their own
 * language, before English.
 */
export const locationContentLanguageSchema = z.object({ contentLanguage: appLanguageSchema });
export type LocationContentLanguage = z.infer<typeof locationContentLanguageSchema>;

/**
 * Which location: staff with a location always their own (naming another answers 404 LOCATION_NOT_FOUND); staff
 * without a location name it with `location` (required for them).
 */
export const managedLocationQuerySchema = z.strictObject({ location: z.string().min(1).max(64).optional() });

const CONTENT_LANGUAGE = '/api/employee/location/content-language';

/** The location's settings management keeps (role MANAGEMENT only; other staff roles 403 UNAUTHORIZED). */
export const managementLocationApi = {
  contentLanguage: defineEndpoint({
    method: 'GET',
    path: CONTENT_LANGUAGE,
    auth: 'staff',
    summary: "The location's content language: the fallback for texts missing in the guest's language (then English)",
    query: managedLocationQuerySchema,
    response: locationContentLanguageSchema,
  }),
  setContentLanguage: defineEndpoint({
    method: 'POST',
    path: CONTENT_LANGUAGE,
    auth: 'staff',
    summary: "Set the location's content language (en, nl, de or fr)",
    query: managedLocationQuerySchema,
    body: locationContentLanguageSchema,
    response: locationContentLanguageSchema,
  }),
} as const;
