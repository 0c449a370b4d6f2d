import type { BulkTable } from '../../db/bulk-load';

/** `payments` as a bulk load writes it. */
export const paymentsBulkTable: BulkTable = {
  name: 'payments',
  numbered: true,
  columns: [
    ['nmbr', 'integer'], ['psp', 'text'], ['psp_id', 'text'], ['order_nmbr', 'integer'], ['reservation_id', 'text'], ['location_id', 'text'],
    ['person_id', 'text'], ['method', 'text'], ['amount_cents', 'integer'], ['status', 'text'], ['created_at', 'text'], ['updated_at', 'text'],
    ['applied_at', 'text'],
  ],
};
