import type { Generated } from 'kysely';

/**
 * A payment of an order through a PSP (`psp`: 'test' or 'mollie'). `psp_id` is the PSP's payment id, null only while
 * the PSP is being asked to create it. `status` is the PSP's (open, pending, paid, failed, canceled, expired);
 * `applied_at` is set once the final status has been applied to the order. Instants are UTC ISO-8601 text.
 */
export interface PaymentsTable {
  nmbr: Generated<number>;
  psp: string;
  psp_id: string | null;
  order_nmbr: number;
  reservation_id: string;
  location_id: string | null;
  /** Who started it. */
  person_id: string;
  method: string;
  amount_cents: number;
  status: string;
  checkout_url: string | null;
  created_at: string;
  updated_at: string;
  applied_at: string | null;
  /** What the PSP says went back to the payer after it was paid: refunded by staff, charged back by the bank. */
  refunded_cents: Generated<number>;
  charged_back_cents: Generated<number>;
}

/** A refund staff asked the PSP for: which payment, how much, why and who (null once their account is gone). */
export interface PaymentRefundsTable {
  id: string;
  payment_nmbr: number;
  /** The PSP's refund id (`re_…` at Mollie). */
  psp_refund_id: string;
  amount_cents: number;
  reason: string;
  employee_id: string | null;
  created_at: string;
}

/** The built-in test PSP's side of a payment: what the payer sees on its page and where it reports the outcome. */
export interface TestPspPaymentsTable {
  id: string;
  amount_cents: number;
  description: string;
  method: string;
  status: string;
  redirect_url: string;
  webhook_url: string;
  /** The creator's key: creating again with it answers the same payment. */
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** The payer's language (one of APP_LANGUAGES): the page's texts are in it. */
  language: string;
  /** What staff refunded of a paid payment. */
  refunded_cents: Generated<number>;
}
