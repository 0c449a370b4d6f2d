import { eurosFromCents, paymentStatusSchema, type Payment } from '@stay/contract';
import type { PaymentRow } from './repository';

export function paymentToWire(row: PaymentRow): Payment {
  return {
    nmbr: row.nmbr,
    ordernmbr: row.order_nmbr,
    method: row.method,
    status: paymentStatusSchema.parse(row.status),
    amount: eurosFromCents(row.amount_cents),
    refundedAmount: eurosFromCents(row.refunded_cents),
    chargedBackAmount: eurosFromCents(row.charged_back_cents),
    checkoutUrl: row.checkout_url,
    created: row.created_at,
    updated: row.updated_at,
  };
}
