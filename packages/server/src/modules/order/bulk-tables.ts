import type { BulkTable } from '../../db/bulk-load';

/** Orders, their deliveries (each with its order's location) and payment credits as a bulk load writes them. */
export const orderBulkTables = {
  orders: {
    name: 'orders',
    numbered: true,
    columns: [
      ['nmbr', 'integer'], ['reservation_id', 'text'], ['location_id', 'text'], ['state', 'integer'], ['total_cents', 'integer'], ['paid_cents', 'integer'],
      ['created_at', 'text'], ['updated_at', 'text'], ['paid_at', 'text'], ['placed_at', 'text'],
    ],
  },
  deliveries: {
    name: 'order_deliveries',
    numbered: true,
    columns: [
      ['nmbr', 'integer'], ['order_nmbr', 'integer'], ['location_id', 'text'], ['productkey', 'text'], ['productname', 'text'], ['productname_nl', 'text'],
      ['productname_de', 'text'], ['productname_fr', 'text'], ['unit', 'text'],
      ['quantity', 'integer'], ['price_cents', 'integer'], ['vat_rate', 'integer'], ['delivery_date', 'text'], ['delivery_day', 'text'],
      ['created_at', 'text'], ['updated_at', 'text'],
    ],
  },
  paymentCredits: {
    name: 'order_payment_credits',
    columns: [['order_nmbr', 'integer'], ['payment_ref', 'text'], ['amount_cents', 'integer'], ['created_at', 'text']],
  },
} as const satisfies Record<string, BulkTable>;
