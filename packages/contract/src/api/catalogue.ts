import { z } from 'zod';
import { appLanguageSchema } from '../entities/language-schema';
import {
  managedCategorySchema,
  managedProductSchema,
  productGroupSchema,
  productSchema,
  productUnitSchema,
  vatRateSchema,
  catalogueCategorySchema,
} from '../entities/catalogue';
import { clockTimeSchema } from '../entities/availability';
import { defineEndpoint } from './endpoint';

/**
 * The product illustrations the app bundles (served as `/products/<name>.svg`): a product's `img` is one of them.
 * Management picks one per product.
 */
export const PRODUCT_IMAGES = [
  'housekeeping',
  'groceries',
  'breakfast',
  'take-out',
  'mountain-bike',
  'e-bike',
  'croissants',
  'orange-juice',
  'bbq-package',
  'pizza',
  'firewood',
  'wine',
  'picnic-basket',
  'child-seat',
  'ice-cream',
  'laundry',
] as const;
export type ProductImage = (typeof PRODUCT_IMAGES)[number];
export const productImagePath = (name: ProductImage): string => `/products/${name}.svg`;
export const PRODUCT_IMAGE_PATHS: readonly string[] = PRODUCT_IMAGES.map(productImagePath);
/** A bundled drawing's path, as a product's `img`. */
export const productDrawingSchema = z.string().refine((path) => PRODUCT_IMAGE_PATHS.includes(path), 'one of the bundled product images');

/**
 * Product photos: management uploads one per product as `multipart/form-data` with one file field `file`; PNG, JPEG
 * or WebP (sniffed by content). The server re-encodes it as WebP fitting PRODUCT_PHOTO_MAX_SIZE and serves it under
 * a new random name (/api/product-photo/{filename}), which becomes the product's `img`.
 */
export const PRODUCT_PHOTO_FIELD = 'file';
export const PRODUCT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** The longest side of a stored photo: sharp on a phone's screen at three device pixels per point. */
export const PRODUCT_PHOTO_MAX_SIZE = 1200;
export const productPhotoFilenameSchema = z.string().regex(/^[a-f0-9]{32}\.webp$/);
const PRODUCT_PHOTO_BASE = '/api/product-photo/';
export const productPhotoPath = (filename: string): string => `${PRODUCT_PHOTO_BASE}${filename}`;
/** The stored photo's file name when `img` names an uploaded photo, else null (a drawing). */
export function productPhotoFilenameOf(img: string): string | null {
  if (!img.startsWith(PRODUCT_PHOTO_BASE)) return null;
  const filename = img.slice(PRODUCT_PHOTO_BASE.length);
  return productPhotoFilenameSchema.safeParse(filename).success ? filename : null;
}

/**
 * A product's `img` in a change: a bundled drawing, or the product's own uploaded photo (kept as it is; a new photo
 * comes through the photo upload).
 */
export const productImageSchema = z
  .string()
  .refine((path) => PRODUCT_IMAGE_PATHS.includes(path) || productPhotoFilenameOf(path) !== null, 'one of the bundled product images or an uploaded photo');

export const PRODUCT_NAME_MAX_LENGTH = 80;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 1000;
/** Highest price of one unit: € 10,000.00. */
export const PRODUCT_MAX_PRICE = 10_000;
export const PRODUCT_MAX_CAPACITY = 1000;
export const PRODUCT_MAX_OPTIONS = 10;

/** Product keys: what an order delivery names; lower-case letters, digits and dashes, unique per location. */
export const productKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes');

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const name = z.string().trim().min(1).max(PRODUCT_NAME_MAX_LENGTH);
const description = z.string().trim().max(PRODUCT_DESCRIPTION_MAX_LENGTH);
/** A text in another language than English: null or empty clears it (the reader then sees the fallback). */
const translated = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
/** Euros incl. VAT with at most two decimals. */
const price = z
  .number()
  .min(0)
  .max(PRODUCT_MAX_PRICE)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');
const categoryId = z.string().min(1).max(64);

/**
 * The guest's language for the catalogue's texts; a text missing in it is shown in the location's content language,
 * else English (English when absent).
 */
const langQuery = { lang: appLanguageSchema.optional() };

/** GET /api/guest/product: the listed products of the guest's location, filtered (AND) by category, group, featured. */
export const productListQuerySchema = z.strictObject({
  ...langQuery,
  category: categoryId.optional(),
  group: productGroupSchema.optional(),
  featured: booleanFlag.optional(),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/**
 * Guest shop calls, for the location of the guest's current reservation (a guest without one: 404
 * RESERVATION_NOT_FOUND). Hidden products are never listed and answer 404 PRODUCT_NOT_FOUND; categories come in
 * `order`, products in their sort order, texts in `lang` (a text missing in it falls back to the location's content language, then English).
 */
export const guestCatalogueApi = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/guest/webshopcategory',
    auth: 'guest',
    summary: "The shop's categories of the guest's location, with how many listed products each has",
    query: z.strictObject(langQuery),
    response: z.array(catalogueCategorySchema),
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/guest/product',
    auth: 'guest',
    summary: "The listed (not hidden) products of the guest's location, filtered by category, group or featured",
    query: productListQuerySchema,
    response: z.array(productSchema),
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/guest/product/{productkey}',
    auth: 'guest',
    summary: 'One listed product with its add-ons',
    params: z.object({ productkey: z.string().min(1).max(40) }),
    query: z.strictObject(langQuery),
    response: productSchema,
  }),
} as const;

/**
 * Which location management edits: staff with a location always their own (naming another answers 404
 * LOCATION_NOT_FOUND); staff without a location name it with `location` (required for them).
 */
const locationQuery = { location: z.string().min(1).max(64).optional() };
export const catalogueLocationQuerySchema = z.strictObject(locationQuery);

export const managedProductListQuerySchema = z.strictObject({ ...locationQuery, category: categoryId.optional() });

const optionBody = z.object({
  productkey: productKeySchema,
  productname: name,
  productnameNl: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  productnameDe: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  productnameFr: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  price,
});
export type ProductOptionBody = z.output<typeof optionBody>;

const optionsBody = z
  .array(optionBody)
  .max(PRODUCT_MAX_OPTIONS)
  .refine((options) => new Set(options.map((option) => option.productkey)).size === options.length, 'option keys must differ');

const capacity = z.number().int().min(1).max(PRODUCT_MAX_CAPACITY).nullable();
const productFields = {
  name,
  description: description.default(''),
  nameNl: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  nameDe: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  nameFr: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  descriptionNl: translated(PRODUCT_DESCRIPTION_MAX_LENGTH).optional().default(null),
  descriptionDe: translated(PRODUCT_DESCRIPTION_MAX_LENGTH).optional().default(null),
  descriptionFr: translated(PRODUCT_DESCRIPTION_MAX_LENGTH).optional().default(null),
  categoryId,
  price,
  vatRate: vatRateSchema,
  unit: productUnitSchema.default('PIECE'),
  disableAmount: z.boolean().default(false),
  capacity: capacity.default(null),
  /** HH:mm on the park's clock; null: delivered at noon. */
  deliveryTime: clockTimeSchema.nullable().default(null),
  featured: z.boolean().default(false),
  hide: z.boolean().default(false),
  /** A new product starts with a drawing; a photo is uploaded to it once it exists. */
  img: productDrawingSchema,
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  options: optionsBody.default([]),
};

/**
 * POST create: a product of the location. `group` follows its category. `capacity` (a day's stock) only with unit DAY.
 * Without `sortOrder` it goes last in its category. A taken key answers 409 PRODUCT_KEY_TAKEN.
 */
export const productCreateBodySchema = z
  .object({ productkey: productKeySchema, ...productFields })
  .refine((body) => body.capacity === null || body.unit === 'DAY', { message: 'a capacity is for products per day', path: ['capacity'] });
export type ProductCreateBody = z.output<typeof productCreateBodySchema>;
export type ProductCreateBodyInput = z.input<typeof productCreateBodySchema>;

/** POST /{productkey}: change any field (hide/unhide included); `options` replaces every add-on. */
export const productUpdateBodySchema = z
  .object({
    name: name.optional(),
    description: description.optional(),
    nameNl: translated(PRODUCT_NAME_MAX_LENGTH).optional(),
    nameDe: translated(PRODUCT_NAME_MAX_LENGTH).optional(),
    nameFr: translated(PRODUCT_NAME_MAX_LENGTH).optional(),
    descriptionNl: translated(PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
    descriptionDe: translated(PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
    descriptionFr: translated(PRODUCT_DESCRIPTION_MAX_LENGTH).optional(),
    categoryId: categoryId.optional(),
    price: price.optional(),
    vatRate: vatRateSchema.optional(),
    unit: productUnitSchema.optional(),
    disableAmount: z.boolean().optional(),
    capacity: capacity.optional(),
    deliveryTime: clockTimeSchema.nullable().optional(),
    featured: z.boolean().optional(),
    hide: z.boolean().optional(),
    img: productImageSchema.optional(),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
    options: optionsBody.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type ProductUpdateBody = z.output<typeof productUpdateBodySchema>;
export type ProductUpdateBodyInput = z.input<typeof productUpdateBodySchema>;

/** POST create category; without `order` it goes last. */
export const categoryCreateBodySchema = z.object({
  name,
  nameNl: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  nameDe: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  nameFr: translated(PRODUCT_NAME_MAX_LENGTH).optional().default(null),
  group: productGroupSchema,
  icon: z.string().trim().min(1).max(64).default('pricetag-outline'),
  order: z.number().int().min(0).max(100_000).optional(),
});
export type CategoryCreateBody = z.output<typeof categoryCreateBodySchema>;
export type CategoryCreateBodyInput = z.input<typeof categoryCreateBodySchema>;

export const categoryUpdateBodySchema = z
  .object({
    name: name.optional(),
    nameNl: translated(PRODUCT_NAME_MAX_LENGTH).optional(),
    nameDe: translated(PRODUCT_NAME_MAX_LENGTH).optional(),
    nameFr: translated(PRODUCT_NAME_MAX_LENGTH).optional(),
    group: productGroupSchema.optional(),
    icon: z.string().trim().min(1).max(64).optional(),
    order: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'change at least one field');
export type CategoryUpdateBody = z.output<typeof categoryUpdateBodySchema>;

const PRODUCT_BASE = '/api/employee/product';
const CATEGORY_BASE = '/api/employee/webshopcategory';
const productParams = z.object({ productkey: productKeySchema });

/**
 * Management's catalogue calls (role MANAGEMENT only; other staff roles 403 UNAUTHORIZED), for the caller's location
 * (see `location`). Hidden products are included; nothing is deleted: hiding takes a product out of the shop.
 */
export const managementCatalogueApi = {
  categories: defineEndpoint({
    method: 'GET',
    path: CATEGORY_BASE,
    auth: 'staff',
    summary: "The location's shop categories in order, every language, with how many products each has (hidden ones included)",
    query: catalogueLocationQuerySchema,
    response: z.array(managedCategorySchema),
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: CATEGORY_BASE,
    auth: 'staff',
    summary: 'Create a shop category',
    query: catalogueLocationQuerySchema,
    body: categoryCreateBodySchema,
    response: managedCategorySchema,
  }),
  updateCategory: defineEndpoint({
    method: 'POST',
    path: `${CATEGORY_BASE}/{_id}`,
    auth: 'staff',
    summary: 'Change a shop category (its products follow a changed group)',
    params: z.object({ _id: categoryId }),
    query: catalogueLocationQuerySchema,
    body: categoryUpdateBodySchema,
    response: managedCategorySchema,
  }),
  products: defineEndpoint({
    method: 'GET',
    path: PRODUCT_BASE,
    auth: 'staff',
    summary: "The location's products (hidden included), by category order then sort order",
    query: managedProductListQuerySchema,
    response: z.array(managedProductSchema),
  }),
  product: defineEndpoint({
    method: 'GET',
    path: `${PRODUCT_BASE}/{productkey}`,
    auth: 'staff',
    summary: 'One product of the location, every language',
    params: productParams,
    query: catalogueLocationQuerySchema,
    response: managedProductSchema,
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: PRODUCT_BASE,
    auth: 'staff',
    summary: 'Create a product',
    query: catalogueLocationQuerySchema,
    body: productCreateBodySchema,
    response: managedProductSchema,
  }),
  uploadProductPhoto: defineEndpoint({
    method: 'POST',
    path: `${PRODUCT_BASE}/{productkey}/photo`,
    auth: 'staff',
    summary: 'Upload a product photo (multipart field "file"; PNG, JPEG or WebP); answers the product with the photo as its img',
    params: productParams,
    query: catalogueLocationQuerySchema,
    response: managedProductSchema,
  }),
  updateProduct: defineEndpoint({
    method: 'POST',
    path: `${PRODUCT_BASE}/{productkey}`,
    auth: 'staff',
    summary: 'Change a product: texts, category, price, VAT, unit, capacity, featured, hidden, image, add-ons',
    params: productParams,
    query: catalogueLocationQuerySchema,
    body: productUpdateBodySchema,
    response: managedProductSchema,
  }),
} as const;

/** A product photo download answers the image bytes (not JSON), cacheable: a new upload gets a new name. */
export const productPhotoFileResponseSchema = z.file();

/**
 * Product photos by file name, without a token so an `<img src>` can show them: what the shop shows is no secret,
 * and names are random. Unknown names answer 404 PRODUCT_PHOTO_NOT_FOUND.
 */
export const publicProductPhotoApi = {
  get: defineEndpoint({
    method: 'GET',
    path: `${PRODUCT_PHOTO_BASE}{filename}`,
    auth: 'none',
    summary: 'A product photo (binary, long-cached)',
    params: z.object({ filename: productPhotoFilenameSchema }),
    response: productPhotoFileResponseSchema,
  }),
} as const;
