import { z } from 'zod';
import { appLanguageSchema } from './language-schema';

/**
 * What a category holds: `faq` (the park's questions and answers), `gem` (local tips) or `other` (staff links, such as
 * device manuals). Guests see the faq and gem categories; staff see and share every kind.
 */
export const WEBLINK_CATEGORY_KINDS = ['faq', 'gem', 'other'] as const;
export const weblinkCategoryKindSchema = z.enum(WEBLINK_CATEGORY_KINDS);
export type WeblinkCategoryKind = z.infer<typeof weblinkCategoryKindSchema>;

/**
 * A web link of a location. `url` is always http or https. `assetcode` ties it to a suite or object (the
 * accommodation's code, e.g. a device manual), null when it belongs to none. `language` is the language of the page it
 * opens (one of the app's), null: a page for every language. `title` and `description` are English, `titleNl`,
 * `titleDe`, `titleFr` and `descriptionNl`… the other languages (null: missing); the guest read answers `title` and
 * `description` already in the guest's language and the others null.
 * `order` sorts the links of a category (ascending); `shareCount` counts the chat messages it was shared in.
 */
export const weblinkSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleNl: z.string().nullable(),
  titleDe: z.string().nullable(),
  titleFr: z.string().nullable(),
  url: z.string(),
  description: z.string(),
  descriptionNl: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  categoryId: z.string(),
  assetcode: z.string().nullable(),
  /** An Ionicons name, e.g. `link-outline`. */
  icon: z.string(),
  language: appLanguageSchema.nullable(),
  order: z.number().int(),
  shareCount: z.number().int().nonnegative(),
});
export type Weblink = z.infer<typeof weblinkSchema>;

/**
 * A category of web links of a location. Staff read `name` (English) and `nameNl`, `nameDe`, `nameFr` (null: missing,
 * the reader gets the location's content language, then English); the guest read answers `name` already in the
 * guest's language and the others null.
 * `links` is filled where an endpoint says so (in `order`), absent elsewhere.
 */
export const weblinkCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameNl: z.string().nullable(),
  nameDe: z.string().nullable(),
  nameFr: z.string().nullable(),
  kind: weblinkCategoryKindSchema,
  /** An Ionicons name, e.g. `help-circle-outline`. */
  icon: z.string(),
  order: z.number().int(),
  links: z.array(weblinkSchema).optional(),
});
export type WeblinkCategory = z.infer<typeof weblinkCategorySchema>;

/** A category with its links filled in. */
export const weblinkCategoryWithLinksSchema = weblinkCategorySchema.extend({ links: z.array(weblinkSchema) });
export type WeblinkCategoryWithLinks = z.infer<typeof weblinkCategoryWithLinksSchema>;

/** GET /api/employee/location/current: the caller's location with every web link it keeps (categories' order, then the link's). */
export const staffLocationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  weblinks: z.array(weblinkSchema),
});
export type StaffLocation = z.infer<typeof staffLocationSchema>;

/**
 * GET /api/guest/weblink: what the guest's FAQ page shows, in the guest's language: the faq and gem categories of the
 * location of the current reservation that hold at least one link in that language (or in every language), and the
 * `faqLink` / `faqLinks` permissions of the guest's settings (null and [] when not set), each FAQ link's `title` in the
 * guest's language (then the location's content language, then English).
 */
export const guestWeblinksSchema = z.object({
  faq: z.array(weblinkCategoryWithLinksSchema),
  gem: z.array(weblinkCategoryWithLinksSchema),
  faqLink: z.string().nullable(),
  faqLinks: z.array(z.object({ title: z.string(), href: z.string() })),
});
export type GuestWeblinks = z.infer<typeof guestWeblinksSchema>;
