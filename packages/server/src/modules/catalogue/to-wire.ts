import {
  PRODUCT_STATUS,
  deliveryTimeOf,
  eurosFromCents,
  productGroupSchema,
  productUnitSchema,
  vatRateSchema,
  type CatalogueLanguage,
  type ManagedCategory,
  type ManagedProduct,
  type Product,
  type ProductGroup,
  type ProductUnit,
  type VatRate,
  type CatalogueCategory,
} from '@stay/contract';
import type { CategoryRow, ProductOptionRow, ProductRow } from './repository';

/** The Dutch text where one is set and Dutch is asked, else the English one. */
const inLanguage = (english: string, dutch: string | null, lang: CatalogueLanguage): string =>
  lang === 'nl' && dutch !== null && dutch !== '' ? dutch : english;

// Stored values were validated on the way in; an unknown one (edited by hand) falls back rather than failing a list.
export const groupOf = (value: string): ProductGroup => productGroupSchema.catch('services').parse(value);
export const unitOf = (value: string): ProductUnit => productUnitSchema.catch('PIECE').parse(value);
export const vatRateOf = (value: number): VatRate => vatRateSchema.catch(21).parse(value);

export function toCategory(row: CategoryRow, productcount: number, lang: CatalogueLanguage): CatalogueCategory {
  return {
    _id: row.id,
    name: inLanguage(row.name, row.name_nl, lang),
    group: groupOf(row.product_group),
    icon: row.icon,
    order: row.sort_order,
    productcount,
  };
}

export function toManagedCategory(row: CategoryRow, productcount: number): ManagedCategory {
  return { ...toCategory(row, productcount, 'en'), nameNl: row.name_nl };
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

export function toProduct(row: ProductRow, options: readonly ProductOptionRow[], lang: CatalogueLanguage): Product {
  return {
    ...productBase(row),
    deliveryTime: deliveryTimeOf({ deliveryTime: row.delivery_time }),
    name: inLanguage(row.name, row.name_nl, lang),
    description: inLanguage(row.description, row.description_nl, lang),
    options: options.map((option) => ({
      productkey: option.optionkey,
      productname: inLanguage(option.name, option.name_nl, lang),
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
    descriptionNl: row.description_nl,
    sortOrder: row.sort_order,
    options: options.map((option) => ({
      productkey: option.optionkey,
      productname: option.name,
      productnameNl: option.name_nl,
      price: eurosFromCents(option.price_cents),
    })),
  };
}
