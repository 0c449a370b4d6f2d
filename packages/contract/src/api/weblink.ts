import { z } from 'zod';
import {
  staffLocationSchema,
  guestWeblinksSchema,
  weblinkCategoryKindSchema,
  weblinkCategorySchema,
  weblinkCategoryWithLinksSchema,
  weblinkSchema,
} from '../entities/weblink';
import { appLanguageSchema } from '../entities/language-schema';
import { WEBLINK_URL_MAX_LENGTH } from '../rules/weblink';
import { messageReplySchema } from './auth';
import { defineEndpoint } from './endpoint';

export const WEBLINK_TITLE_MAX_LENGTH = 120;
export const WEBLINK_DESCRIPTION_MAX_LENGTH = 1000;
export const WEBLINK_CATEGORY_NAME_MAX_LENGTH = 80;
export const WEBLINK_ASSETCODE_MAX_LENGTH = 64;
export const WEBLINK_ICON_MAX_LENGTH = 64;
export const WEBLINK_MAX_ORDER = 100_000;
export const WEBLINK_DEFAULT_ICON = 'link-outline';
export const WEBLINK_CATEGORY_DEFAULT_ICON = 'folder-outline';

const id = z.string().min(1).max(64);
const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const title = z.string().trim().min(1).max(WEBLINK_TITLE_MAX_LENGTH);
/** Checked by the server with `isWeblinkUrl` (http/https only): a bad address answers 400 WEBLINK_URL_INVALID. */
const url = z.string().trim().min(1).max(WEBLINK_URL_MAX_LENGTH);
const description = z.string().trim().max(WEBLINK_DESCRIPTION_MAX_LENGTH);
const assetcode = z.string().trim().min(1).max(WEBLINK_ASSETCODE_MAX_LENGTH);
const icon = z.string().trim().min(1).max(WEBLINK_ICON_MAX_LENGTH);
const order = z.number().int().min(0).max(WEBLINK_MAX_ORDER);
const categoryName = z.string().trim().min(1).max(WEBLINK_CATEGORY_NAME_MAX_LENGTH);
/** A text in another language than English: null or empty clears it (missing: the reader gets a fallback). */
const translation = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
const translatedName = translation(WEBLINK_CATEGORY_NAME_MAX_LENGTH);
const translatedTitle = translation(WEBLINK_TITLE_MAX_LENGTH);
const translatedDescription = translation(WEBLINK_DESCRIPTION_MAX_LENGTH);

/**
 * The location a new link or category goes to: staff with a location always their own (naming another answers 404
 * LOCATION_NOT_FOUND); staff without a location must name one.
 */
const locationField = { location: id.optional() };

const weblinkFields = {
  title,
  titleNl: translatedTitle.optional().default(null),
  titleDe: translatedTitle.optional().default(null),
  titleFr: translatedTitle.optional().default(null),
  url,
  description: description.default(''),
  descriptionNl: translatedDescription.optional().default(null),
  descriptionDe: translatedDescription.optional().default(null),
  descriptionFr: translatedDescription.optional().default(null),
  categoryId: id,
  assetcode: assetcode.nullable().default(null),
  icon: icon.default(WEBLINK_DEFAULT_ICON),
  language: appLanguageSchema.nullable().default(null),
  /** Without `order` the link goes last in its category. */
  order: order.optional(),
};

/** POST /api/employee/location/current/{location}/weblink: a link of that location (its category must be of it too). */
export const weblinkCreateBodySchema = z.object(weblinkFields);
export type WeblinkCreateBody = z.output<typeof weblinkCreateBodySchema>;
export type WeblinkCreateBodyInput = z.input<typeof weblinkCreateBodySchema>;

/** POST /api/employee/weblink/create: a link; `location` as described for staff without a location. */
export const weblinkCreateWithLocationBodySchema = z.object({ ...weblinkFields, ...locationField });
export type WeblinkCreateWithLocationBody = z.output<typeof weblinkCreateWithLocationBodySchema>;
export type WeblinkCreateWithLocationBodyInput = z.input<typeof weblinkCreateWithLocationBodySchema>;

/** POST /{_id}: change any field; `categoryId` moves the link to another category of the same location. */
export const weblinkUpdateBodySchema = z
  .object({
    title: title.optional(),
    titleNl: translatedTitle.optional(),
    titleDe: translatedTitle.optional(),
    titleFr: translatedTitle.optional(),
    url: url.optional(),
    description: description.optional(),
    descriptionNl: translatedDescription.optional(),
    descriptionDe: translatedDescription.optional(),
    descriptionFr: translatedDescription.optional(),
    categoryId: id.optional(),
    assetcode: assetcode.nullable().optional(),
    icon: icon.optional(),
    language: appLanguageSchema.nullable().optional(),
    order: order.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type WeblinkUpdateBody = z.output<typeof weblinkUpdateBodySchema>;
export type WeblinkUpdateBodyInput = z.input<typeof weblinkUpdateBodySchema>;

/** POST /api/employee/weblink-category: a category; without `order` it goes last. */
export const weblinkCategoryCreateBodySchema = z.object({
  name: categoryName,
  nameNl: translatedName.optional().default(null),
  nameDe: translatedName.optional().default(null),
  nameFr: translatedName.optional().default(null),
  kind: weblinkCategoryKindSchema,
  icon: icon.default(WEBLINK_CATEGORY_DEFAULT_ICON),
  order: order.optional(),
  ...locationField,
});
export type WeblinkCategoryCreateBody = z.output<typeof weblinkCategoryCreateBodySchema>;
export type WeblinkCategoryCreateBodyInput = z.input<typeof weblinkCategoryCreateBodySchema>;

/** POST /api/employee/weblink-category/{_id}: change any field. */
export const weblinkCategoryUpdateBodySchema = z
  .object({
    name: categoryName.optional(),
    nameNl: translatedName.optional(),
    nameDe: translatedName.optional(),
    nameFr: translatedName.optional(),
    kind: weblinkCategoryKindSchema.optional(),
    icon: icon.optional(),
    order: order.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type WeblinkCategoryUpdateBody = z.output<typeof weblinkCategoryUpdateBodySchema>;
export type WeblinkCategoryUpdateBodyInput = z.input<typeof weblinkCategoryUpdateBodySchema>;

/**
 * Staff lists: the caller's location; staff without a location see every location's, or one with `location`.
 * `language` keeps the links in that language and those of every language (null).
 */
export const weblinkListQuerySchema = z.strictObject({
  location: id.optional(),
  language: appLanguageSchema.optional(),
});
export type WeblinkListQuery = z.output<typeof weblinkListQuerySchema>;

/** GET /api/employee/location/current: staff without a location name the location with `location`. */
export const staffLocationQuerySchema = z.strictObject({ location: id.optional() });

const linkParams = z.object({ _id: id });
const categoryParams = z.object({ _id: id });
const LINK = '/api/employee/weblink';
const CATEGORY = '/api/employee/weblink-category';
const LOCATION = '/api/employee/location';

/**
 * Staff web links. Every staff member reads the links of their location (staff without a location: every location's)
 * and shares them; adding, changing and removing needs the `weblink.edit` permission (default: support and management;
 * otherwise 403 UNAUTHORIZED). A link or category of another location answers 404 WEBLINK_NOT_FOUND /
 * WEBLINK_CATEGORY_NOT_FOUND, a url that is not http(s) 400 WEBLINK_URL_INVALID. Lists come in category order, then
 * link order.
 */
export const staffWeblinkApi = {
  get: defineEndpoint({
    method: 'GET',
    path: `${LINK}/{_id}`,
    auth: 'staff',
    summary: 'One web link',
    params: linkParams,
    response: weblinkSchema,
  }),
  byCategory: defineEndpoint({
    method: 'GET',
    path: `${LINK}/category/{catId}`,
    auth: 'staff',
    summary: 'The links of a category, every language, in order',
    params: z.object({ catId: id }),
    response: z.array(weblinkSchema),
  }),
  byAsset: defineEndpoint({
    method: 'GET',
    path: `${LINK}/asset/{assetcode}`,
    auth: 'staff',
    summary: 'The links tied to one suite or object (its asset code), e.g. the manuals of its devices',
    params: z.object({ assetcode }),
    query: weblinkListQuerySchema,
    response: z.array(weblinkSchema),
  }),
  assets: defineEndpoint({
    method: 'GET',
    path: `${LINK}/asset`,
    auth: 'staff',
    summary: 'Every link tied to a suite or object, by asset code, then in order',
    query: weblinkListQuerySchema,
    response: z.array(weblinkSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${LINK}/create`,
    auth: 'staff',
    summary: 'Add a web link to a category (weblink.edit)',
    body: weblinkCreateWithLocationBodySchema,
    response: weblinkSchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${LINK}/{_id}`,
    auth: 'staff',
    summary: 'Change a web link (weblink.edit)',
    params: linkParams,
    body: weblinkUpdateBodySchema,
    response: weblinkSchema,
  }),
  logShare: defineEndpoint({
    method: 'POST',
    path: `${LINK}/{_id}/log/share/message/{index}`,
    auth: 'staff',
    summary:
      'Record that the link was shared in a chat message (index: the message nmbr); the chat must be one the caller ' +
      'may see (otherwise 404 CHAT_NOT_FOUND). Counts once per message: logging the same message again changes nothing',
    params: z.object({ _id: id, index: positiveInt }),
    response: weblinkSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${LINK}/{_id}`,
    auth: 'staff',
    summary: 'Remove a web link (weblink.edit)',
    params: linkParams,
    response: messageReplySchema,
  }),
} as const;

/**
 * Web link categories, scoped and guarded as the links. A category that still holds links is not removed (409
 * WEBLINK_CATEGORY_NOT_EMPTY): move or remove its links first.
 */
export const staffWeblinkCategoryApi = {
  list: defineEndpoint({
    method: 'GET',
    path: CATEGORY,
    auth: 'staff',
    summary: "Every category of the caller's location (all kinds) with its links: the share picker's list",
    query: weblinkListQuerySchema,
    response: z.array(weblinkCategoryWithLinksSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${CATEGORY}/{_id}`,
    auth: 'staff',
    summary: 'One category with its links',
    params: categoryParams,
    response: weblinkCategoryWithLinksSchema,
  }),
  faq: defineEndpoint({
    method: 'GET',
    path: `${CATEGORY}/faq`,
    auth: 'staff',
    summary: 'The faq categories with their links',
    query: weblinkListQuerySchema,
    response: z.array(weblinkCategoryWithLinksSchema),
  }),
  gem: defineEndpoint({
    method: 'GET',
    path: `${CATEGORY}/gem`,
    auth: 'staff',
    summary: 'The gem (local tips) categories with their links',
    query: weblinkListQuerySchema,
    response: z.array(weblinkCategoryWithLinksSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: CATEGORY,
    auth: 'staff',
    summary: 'Add a category (weblink.edit)',
    body: weblinkCategoryCreateBodySchema,
    response: weblinkCategorySchema,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${CATEGORY}/{_id}`,
    auth: 'staff',
    summary: 'Change a category (weblink.edit)',
    params: categoryParams,
    body: weblinkCategoryUpdateBodySchema,
    response: weblinkCategorySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${CATEGORY}/{_id}`,
    auth: 'staff',
    summary: 'Remove an empty category (weblink.edit); one with links answers 409 WEBLINK_CATEGORY_NOT_EMPTY',
    params: categoryParams,
    response: messageReplySchema,
  }),
} as const;

/**
 * The caller's location and the web links it keeps. The path's `{location}` must be the caller's own (staff without a
 * location: any location); another answers 404 LOCATION_NOT_FOUND. Editing needs `weblink.edit` as above.
 */
export const staffLocationApi = {
  current: defineEndpoint({
    method: 'GET',
    path: `${LOCATION}/current`,
    auth: 'staff',
    summary:
      "The caller's location with all its web links; staff without a location name one with `location` " +
      '(404 LOCATION_NOT_FOUND without it)',
    query: staffLocationQuerySchema,
    response: staffLocationSchema,
  }),
  addWeblink: defineEndpoint({
    method: 'POST',
    path: `${LOCATION}/current/{location}/weblink`,
    auth: 'staff',
    summary: 'Add a web link to the location (weblink.edit)',
    params: z.object({ location: id }),
    body: weblinkCreateBodySchema,
    response: weblinkSchema,
  }),
  updateWeblink: defineEndpoint({
    method: 'POST',
    path: `${LOCATION}/current/weblink/{_id}`,
    auth: 'staff',
    summary: "Change a web link of the caller's location (weblink.edit)",
    params: linkParams,
    body: weblinkUpdateBodySchema,
    response: weblinkSchema,
  }),
  removeWeblink: defineEndpoint({
    method: 'DELETE',
    path: `${LOCATION}/current/weblink/{_id}`,
    auth: 'staff',
    summary: "Remove a web link of the caller's location (weblink.edit)",
    params: linkParams,
    response: messageReplySchema,
  }),
} as const;

/** The guest's FAQ page: `lang` picks the language (the account's language when absent). */
export const guestWeblinkQuerySchema = z.strictObject({ lang: appLanguageSchema.optional() });

export const guestWeblinkApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/guest/weblink',
    auth: 'guest',
    summary:
      "The park's FAQ and tips for the guest's current reservation in the guest's language (faq and gem categories " +
      'with links), with the faqLink / faqLinks permissions; a guest without a current reservation gets only the latter',
    query: guestWeblinkQuerySchema,
    response: guestWeblinksSchema,
  }),
} as const;
