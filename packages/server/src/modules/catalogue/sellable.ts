import type { ProductGroup, ProductUnit, VatRate } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import { findOptions, findProductsByKeys } from './repository';
import { groupOf, unitOf, vatRateOf } from './to-wire';

/** A product as an order prices it: cents incl. VAT, its name in every language (null: missing), its add-ons. */
export interface SellableProduct {
  productkey: string;
  name: string;
  nameNl: string | null;
  nameDe: string | null;
  nameFr: string | null;
  priceCents: number;
  vatRate: VatRate;
  unit: ProductUnit;
  /** Bikes per day; null: unlimited. */
  capacity: number | null;
  /** When it is brought on its day (HH:mm, the park's clock); null: noon. */
  deliveryTime: string | null;
  disableAmount: boolean;
  group: ProductGroup;
  /** Hidden products are not sold: an order refuses them. */
  hide: boolean;
  img: string;
  options: {
    productkey: string;
    productname: string;
    productnameNl: string | null;
    productnameDe: string | null;
    productnameFr: string | null;
    priceCents: number;
  }[];
}

/**
 * The location's products with these keys (hidden ones included, flagged `hide`), keyed by productkey. Keys the
 * location does not have are missing from the map.
 */
export async function findSellableProducts(
  db: DbOrTrx,
  locationId: string,
  productkeys: readonly string[],
): Promise<Map<string, SellableProduct>> {
  const rows = await findProductsByKeys(db, locationId, productkeys);
  const options = await findOptions(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => [
      row.productkey,
      {
        productkey: row.productkey,
        name: row.name,
        nameNl: row.name_nl,
        nameDe: row.name_de,
        nameFr: row.name_fr,
        priceCents: row.price_cents,
        vatRate: vatRateOf(row.vat_rate),
        unit: unitOf(row.unit),
        capacity: row.capacity,
        deliveryTime: row.delivery_time,
        disableAmount: row.disable_amount === 1,
        group: groupOf(row.product_group),
        hide: row.hidden === 1,
        img: row.img,
        options: (options.get(row.id) ?? []).map((option) => ({
          productkey: option.optionkey,
          productname: option.name,
          productnameNl: option.name_nl,
          productnameDe: option.name_de,
          productnameFr: option.name_fr,
          priceCents: option.price_cents,
        })),
      },
    ]),
  );
}
