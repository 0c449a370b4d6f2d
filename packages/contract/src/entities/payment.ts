import { z } from 'zod';

/**
 * A payment's status, in the payment service provider's (PSP) words (Mollie's v2 statuses): `open` until the payer
 * acts, `pending` while the PSP settles, then one of the final statuses. Only `paid` pays the order; `failed`,
 * `canceled` and `expired` leave the order open so the guest can pay again.
 */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The final statuses: a payment in one of these never changes again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];
export const isFinalPaymentStatus = (status: PaymentStatus): boolean => FINAL_PAYMENT_STATUSES.includes(status);

/** A payment method's id as the PSP names it (`ideal`, `creditcard`, …). */
export const paymentMethodSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9_]+$/, 'a payment method id');

/** GET /payment/ways: a method the active PSP offers, with its description in the PSP's words. */
export const paymentWaySchema = z.object({ id: z.string(), description: z.string() });
export type PaymentWay = z.infer<typeof paymentWaySchema>;

/**
 * A payment of an order. `amount` is in euros with two decimals (incl. VAT); `checkoutUrl` is the PSP's page where
 * the payer pays, null once the payment is final. A paid payment may later be partly or wholly reversed:
 * `refundedAmount` went back to the payer by a refund, `chargedBackAmount` by a chargeback of the payer's bank.
 * Instants are UTC ISO strings.
 */
export const paymentSchema = z.object({
  nmbr: z.number().int(),
  ordernmbr: z.number().int(),
  method: z.string(),
  status: paymentStatusSchema,
  amount: z.number(),
  refundedAmount: z.number(),
  chargedBackAmount: z.number(),
  checkoutUrl: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /order/{ordernmbr}/pay and GET /payment/{nmbr}: the payment. */
export const paymentReplySchema = z.object({ payment: paymentSchema });
export type PaymentReply = z.infer<typeof paymentReplySchema>;

/**
 * What staff see of an order's money: paid by the guest, refunded, charged back, and what can still be refunded
 * (paid minus refunded minus charged back). Euros.
 */
export const staffOrderPaymentsSchema = z.object({
  ordernmbr: z.number().int(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  chargedBackAmount: z.number(),
  refundableAmount: z.number(),
});
export type StaffOrderPayments = z.infer<typeof staffOrderPaymentsSchema>;

/** The longest refund reason: it is shown on the payer's bank statement. */
export const REFUND_REASON_MAX_LENGTH = 140;
