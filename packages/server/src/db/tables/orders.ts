import type { Generated } from 'kysely';

/**
 * An order of a reservation. `state` is the wire's orderstate (10 open, 20 payment pending, 50 paid, 60 placed);
 * amounts in cents incl. VAT; `total_cents` is the sum of the deliveries' totals, kept by the server. Instants are
 * UTC ISO-8601 text. At most one order per reservation has a state ≤ 20 (the cart).
 */
export interface OrdersTable {
  nmbr: Generated<number>;
  reservation_id: string;
  location_id: string | null;
  state: number;
  total_cents: number;
  paid_cents: number;
  /** The sums of its payments' refunds and chargebacks (what went back to the payer after paying). */
  refunded_cents: Generated<number>;
  charged_back_cents: Generated<number>;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  placed_at: string | null;
}

/**
 * A delivery of an order: one product for one day. `price_cents` is the unit price with its options' prices;
 * `options` a JSON array of `{ productkey, productname, productnameNl, priceCents }`; `delivery_date` the product's delivery
 * time (noon without one) in the park's zone (UTC ISO), `delivery_day` its calendar day (YYYY-MM-DD); `delivered_at`
 * when staff ticked it off as delivered (null: still to bring). A rental (`is_rental` 1) holds capacity until
 * `hold_until` while its order is open; `hold_expired` 1 would end a hold before `hold_until` (the rules' flag;
 * the order calls keep it 0 and a refresh clears it). `location_id` is its order's, written with the delivery.
 */
export interface OrderDeliveriesTable {
  nmbr: Generated<number>;
  order_nmbr: number;
  location_id: string | null;
  productkey: string;
  productname: string;
  /** The name in Dutch, German, French as it was when ordered; null: missing (the location's content language, then English). */
  productname_nl: string | null;
  productname_de: string | null;
  productname_fr: string | null;
  unit: string;
  quantity: number;
  price_cents: number;
  vat_rate: number;
  options: string;
  delivery_date: string;
  delivery_day: string;
  agenda_nmbr: number | null;
  is_rental: number;
  hold_until: string | null;
  hold_expired: number;
  delivered_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A payment credited to an order, once per payment (`payment_ref`: the payment's own reference). */
export interface OrderPaymentCreditsTable {
  order_nmbr: number;
  payment_ref: string;
  amount_cents: number;
  created_at: string;
}

/** A lock row per rental product and day: capacity checks update it first, so they run one after another. */
export interface RentalDayClaimsTable {
  location_id: string;
  productkey: string;
  day: string;
  version: number;
}
