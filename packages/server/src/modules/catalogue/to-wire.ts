import {
  PRODUCT_STATUS,
  deliveryTimeOf,
  eurosFromCents,
  productGroupSchema,
  productUnitSchema,
  rowTexts,
  textInLanguage,
  vatRateSchema,
  type AppLanguage,
  type ManagedCategory,
  type ManagedProduct,
  type Product,
  type ProductGroup,
  type ProductUnit,
  type VatRate,
  type CatalogueCategory,
} from '@stay/contract';
import type { CategoryRow, ProductOptionRow, ProductRow } from './repository';

/** Who reads a text: the guest's language and the location's content language, the fallback for a missing text. */
export interface Reading {
  language: AppLanguage;
  fallback: AppLanguage;
}

const ENGLISH: Reading = { language: 'en', fallback: 'en' };

// Stored values were validated on the way in; an unknown one (edited by hand) falls back rather than failing a list.
export const groupOf = (value: string): ProductGroup => productGroupSchema.catch('services').parse(value);
export const unitOf = (value: string): ProductUnit => productUnitSchema.catch('PIECE').parse(value);
export const vatRateOf = (value: number): VatRate => vatRateSchema.catch(21).parse(value);

export function toCategory(row: CategoryRow, productcount: number, reading: Reading): CatalogueCategory {
  return {
    _id: row.id,
    name: textInLanguage(rowTexts(row, 'name'), reading.language, reading.fallback),
    group: groupOf(row.product_group),
    icon: row.icon,
    order: row.sort_order,
    productcount,
  };
}

export function toManagedCategory(row: CategoryRow, productcount: number): ManagedCategory {
  return { ...toCategory(row, productcount, ENGLISH), nameNl: row.name_nl, nameDe: row.name_de, nameFr: row.name_fr };
}

function productBase(row: ProductRow) {
  return {
    productkey: row.productkey,
    img: row.img,
    group: groupOf(row.product_group),
    categoryId: row.category_id,
    featured: row.featured === 1,
    hide: row.hidden === 1,
    price: eurosFromCents(row.price_cents),
    vatRate: vatRateOf(row.vat_rate),
    unit: unitOf(row.unit),
    disableAmount: row.disable_amount === 1,
    capacity: row.capacity,
    status: PRODUCT_STATUS,
  } as const;
}

export function toProduct(row: ProductRow, options: readonly ProductOptionRow[], { language, fallback }: Reading): Product {
  return {
    ...productBase(row),
    deliveryTime: deliveryTimeOf({ deliveryTime: row.delivery_time }),
    name: textInLanguage(rowTexts(row, 'name'), language, fallback),
    description: textInLanguage(rowTexts(row, 'description'), language, fallback),
    options: options.map((option) => ({
      productkey: option.optionkey,
      productname: textInLanguage(rowTexts(option, 'name'), language, fallback),
      price: eurosFromCents(option.price_cents),
    })),
  };
}

export function toManagedProduct(row: ProductRow, options: readonly ProductOptionRow[]): ManagedProduct {
  return {
    ...productBase(row),
    deliveryTime: row.delivery_time,
    name: row.name,
    description: row.description,
    nameNl: row.name_nl,
    nameDe: row.name_de,
    nameFr: row.name_fr,
    descriptionNl: row.description_nl,
    descriptionDe: row.description_de,
    descriptionFr: row.description_fr,
    sortOrder: row.sort_order,
    options: options.map((option) => ({
      productkey: option.optionkey,
      productname: option.name,
      productnameNl: option.name_nl,
      productnameDe: option.name_de,
      productnameFr: option.name_fr,
      price: eurosFromCents(option.price_cents),
    })),
  };
}
