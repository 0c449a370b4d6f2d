import type { Generated } from 'kysely';

/**
 * A shop category of a location. `product_group` is the wire's `group` (services, food, bikes); its products share it.
 * Instants are UTC ISO-8601 text.
 */
export interface WebshopCategoriesTable {
  id: string;
  location_id: string;
  name: string;
  /** The name in Dutch, German, French; null: missing (the reader sees the location's content language, then English). */
  name_nl: string | null;
  name_de: string | null;
  name_fr: string | null;
  product_group: string;
  icon: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/**
 * A product of a location's shop, unique by `productkey` per location. Price in cents incl. VAT per unit (PIECE or
 * DAY); `vat_rate` in percent; `capacity` a day's stock (null: unlimited). Booleans 0/1; `hidden` products are not sold.
 * `delivery_time` is when it is brought on its day (HH:mm on the park's clock; null: noon).
 */
export interface ProductsTable {
  id: string;
  location_id: string;
  productkey: string;
  category_id: string;
  name: string;
  name_nl: string | null;
  name_de: string | null;
  name_fr: string | null;
  description: string;
  description_nl: string | null;
  description_de: string | null;
  description_fr: string | null;
  img: string;
  price_cents: number;
  vat_rate: number;
  unit: string;
  disable_amount: number;
  capacity: number | null;
  delivery_time: string | null;
  featured: number;
  hidden: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** An add-on of a product (a child seat with a bike), unique by `optionkey` per product; price in cents per unit. */
export interface ProductOptionsTable {
  nmbr: Generated<number>;
  product_id: string;
  optionkey: string;
  name: string;
  name_nl: string | null;
  name_de: string | null;
  name_fr: string | null;
  price_cents: number;
  sort_order: number;
}
