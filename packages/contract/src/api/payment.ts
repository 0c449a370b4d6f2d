import { z } from 'zod';
import { paymentMethodSchema, paymentReplySchema, paymentWaySchema, REFUND_REASON_MAX_LENGTH, staffOrderPaymentsSchema } from '../entities/payment';
import { defineEndpoint } from './endpoint';

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /order/{ordernmbr}/pay: the method, one of GET /payment/ways. */
export const payBodySchema = z.object({ method: paymentMethodSchema });
export type PayBody = z.infer<typeof payBodySchema>;

/** GET /payment/ways: the order whose open amount the methods must be able to pay. */
export const paymentWaysQuerySchema = z.strictObject({ ordernmbr: positiveInt.optional() });

/** POST /employee/order/{ordernmbr}/refund: euros with at most two decimals, and why (on the payer's statement). */
export const refundBodySchema = z.strictObject({
  amount: z
    .number()
    .positive()
    .max(1_000_000)
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'at most two decimals'),
  reason: z.string().trim().min(1).max(REFUND_REASON_MAX_LENGTH),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/** The webhook's body as Mollie sends it (form-encoded or JSON): only the PSP's payment id. */
export const paymentWebhookBodySchema = z.object({ id: z.string().trim().min(1).max(64) });
export type PaymentWebhookBody = z.infer<typeof paymentWebhookBodySchema>;

/**
 * Paying an order of the guest's current reservation through the active payment service provider (PSP): the built-in
 * test PSP, or Mollie when the server is configured for it.
 * - `pay` creates a payment for the order's open amount and answers its `checkoutUrl`, where the guest pays; the PSP
 *   sends the guest back to `/guest/services/orders/{ordernmbr}?payment={nmbr}`. While a payment is in progress the
 *   order is locked (PAYMENT_PENDING); paying again answers that same payment (no second charge). Refused with
 *   409 ORDER_NOT_PAYABLE when nothing is open, 409 RENTAL_WINDOW_EXPIRED while a bike hold has expired, 404
 *   ORDER_NOT_FOUND / 403 ORDER_NOT_YOURS for an order of another reservation, 400 PAYMENT_METHOD_UNAVAILABLE for a
 *   method the PSP does not offer.
 * - The order becomes paid only when the PSP's webhook is verified by asking the PSP for the payment's status.
 */
export const guestPaymentApi = {
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/guest/order/{ordernmbr}/pay',
    auth: 'guest',
    summary: "Pay the order's open amount: creates a payment (or answers the one in progress) with the PSP's checkout URL",
    params: z.object({ ordernmbr: positiveInt }),
    body: payBodySchema,
    response: paymentReplySchema,
  }),
  ways: defineEndpoint({
    method: 'GET',
    path: '/api/guest/payment/ways',
    auth: 'guest',
    summary:
      "The payment methods of the active PSP that can pay the order's open amount (`ordernmbr`, the guest's own order; without it, the methods for any amount), named in the guest's language",
    query: paymentWaysQuerySchema,
    response: z.array(paymentWaySchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/guest/payment/{nmbr}',
    auth: 'guest',
    summary: "One payment of an order of the guest's reservation (404 PAYMENT_NOT_FOUND otherwise)",
    params: z.object({ nmbr: positiveInt }),
    response: paymentReplySchema,
  }),
} as const;

/**
 * The PSP's webhook (no token; Mollie posts `id=<payment id>` form-encoded). The body is never trusted: the server
 * looks the payment up by its PSP id (an unknown id is answered 200 and ignored), asks the PSP for its status and
 * applies it to the order once, so repeated or out-of-order calls change nothing twice.
 */
export const publicPaymentWebhookApi = {
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/payment/webhook',
    auth: 'none',
    summary: "The PSP's notification that a payment changed; the status is fetched from the PSP",
    body: paymentWebhookBodySchema,
    response: z.object({}),
  }),
} as const;

/**
 * An order's money as support and management see it, and refunds. Only CUBER, BACKOFFICE and MANAGEMENT (guides are
 * refused with 401 UNAUTHORIZED), only orders of their own location (404 ORDER_NOT_FOUND otherwise).
 * - `payments` answers what was paid, refunded, charged back and can still be refunded.
 * - `refund` sends `amount` back to the guest through the PSP, from the order's paid payments (newest first); 409
 *   REFUND_TOO_LARGE for more than can still be refunded, 502 REFUND_PROVIDER_ERROR when the PSP fails. The order's
 *   guests and the location's staff hear of it as `order.updated`.
 */
export const staffPaymentApi = {
  payments: defineEndpoint({
    method: 'GET',
    path: '/api/employee/order/{ordernmbr}/payments',
    auth: 'staff',
    summary: "An order's paid, refunded, charged-back and still refundable amounts (support and management)",
    params: z.object({ ordernmbr: positiveInt }),
    response: staffOrderPaymentsSchema,
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/employee/order/{ordernmbr}/refund',
    auth: 'staff',
    summary: 'Refunds part or all of what the guest paid for an order through the PSP, with a reason (support and management)',
    params: z.object({ ordernmbr: positiveInt }),
    body: refundBodySchema,
    response: staffOrderPaymentsSchema,
  }),
} as const;
