import { z } from 'zod';
import { clockTimeSchema } from './availability';

/** The shop's groups: what the guest's Services screen shows as its sections. */
export const PRODUCT_GROUPS = ['services', 'food', 'bikes'] as const;
export const productGroupSchema = z.enum(PRODUCT_GROUPS);
export type ProductGroup = z.infer<typeof productGroupSchema>;

/** How a product is counted: per piece, or per day (rentals). */
export const PRODUCT_UNITS = ['PIECE', 'DAY'] as const;
export const productUnitSchema = z.enum(PRODUCT_UNITS);
export type ProductUnit = z.infer<typeof productUnitSchema>;

/** The Dutch VAT rates a product can carry (percent). */
export const VAT_RATES = [0, 9, 21] as const;
export const vatRateSchema = z.union([z.literal(0), z.literal(9), z.literal(21)]);
export type VatRate = z.infer<typeof vatRateSchema>;

/** The product status the wire carries: P (published, for sale). */
export const PRODUCT_STATUS = 'P';

/** A shop category of a location, e.g. Breakfast or Bikes; `order` sorts them, `productcount` counts its listed products. */
export const catalogueCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  group: productGroupSchema,
  /** An Ionicons name, e.g. `cafe-outline`. */
  icon: z.string(),
  order: z.number().int(),
  productcount: z.number().int().nonnegative(),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

/** An add-on a guest may choose with a product (a child seat with a bike); `price` in euros incl. VAT, per unit. */
export const productOptionSchema = z.object({
  productkey: z.string(),
  productname: z.string(),
  price: z.number(),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * A product of the shop as the guest sees it, texts in the asked language (else the location's content language, else
 * English). `price` is euros incl. VAT (two decimals),
 * per piece or per day (`unit`). `disableAmount`: the quantity is always 1 (housekeeping). `capacity`: how many a day
 * can be sold (a fleet of bikes); null is unlimited. `img` is a path served by this server (`/products/…`).
 * `deliveryTime` (HH:mm, the park's clock) is when it is brought on the chosen day: the product's own time, noon
 * without one.
 */
export const productSchema = z.object({
  productkey: z.string(),
  name: z.string(),
  description: z.string(),
  img: z.string(),
  group: productGroupSchema,
  categoryId: z.string(),
  featured: z.boolean(),
  hide: z.boolean(),
  price: z.number(),
  vatRate: vatRateSchema,
  unit: productUnitSchema,
  disableAmount: z.boolean(),
  capacity: z.number().int().positive().nullable(),
  deliveryTime: clockTimeSchema,
  options: z.array(productOptionSchema),
  status: z.literal(PRODUCT_STATUS),
});
export type Product = z.infer<typeof productSchema>;

/** An add-on as management edits it: the English name with its other languages (null: missing). */
export const managedProductOptionSchema = productOptionSchema.extend({
  productnameNl: z.string().nullable(),
  productnameDe: z.string().nullable(),
  productnameFr: z.string().nullable(),
});
export type ManagedProductOption = z.infer<typeof managedProductOptionSchema>;

/**
 * A product as management edits it: the English texts with their optional Dutch, German and French versions (null:
 * missing), every add-on, and its own delivery time (null: delivered at noon).
 */
export const managedProductSchema = productSchema.omit({ options: true }).extend({
  deliveryTime: clockTimeSchema.nullable(),
  nameNl: z.string().nullable(),
  nameDe: z.string().nullable(),
  nameFr: z.string().nullable(),
  descriptionNl: z.string().nullable(),
  descriptionDe: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  sortOrder: z.number().int(),
  options: z.array(managedProductOptionSchema),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;

/** A category as management edits it: the English name with its other languages (null: missing). */
export const managedCategorySchema = catalogueCategorySchema.extend({
  nameNl: z.string().nullable(),
  nameDe: z.string().nullable(),
  nameFr: z.string().nullable(),
});
export type ManagedCategory = z.infer<typeof managedCategorySchema>;
