import type { AppLanguage, PaymentStatus, PaymentWay } from '@stay/contract';

/** What the server asks a payment service provider (PSP) to collect. */
export interface CreatePaymentRequest {
  amountCents: number;
  /** What the payer sees on the PSP's page and statement. */
  description: string;
  /** Where the PSP sends the payer's browser afterwards. */
  redirectUrl: string;
  /** Where the PSP sends the payer's browser when they cancel (Mollie's `cancelUrl`). */
  cancelUrl: string;
  /** Where the PSP notifies us (server to server) that the payment changed. */
  webhookUrl: string;
  /** One of `methods()`. */
  method: string;
  metadata: Record<string, string | number>;
  /** The same key answers the same payment: a retried create never charges twice. */
  idempotencyKey: string;
  /** The payer's language: the PSP's page is shown in it (Mollie's `locale`). */
  language: AppLanguage;
  /** The order's location: its PSP account (Mollie profile) takes the payment. */
  locationId: string | null;
}

/** Which payment, at the PSP account of which location. */
export interface PspPaymentRef {
  pspId: string;
  locationId: string | null;
}

/** What the methods are asked for: those that can pay this amount, named in the payer's language. */
export interface MethodsRequest {
  /** Undefined: methods for any amount. */
  amountCents: number | undefined;
  language: AppLanguage;
  locationId: string | null;
}

/** A refund staff ask for: part or all of a paid payment's remaining amount. */
export interface RefundRequest extends PspPaymentRef {
  amountCents: number;
  /** Why: shown on the payer's statement (Mollie's refund `description`). */
  description: string;
  /** The same key answers the same refund: a retried call never refunds twice. */
  idempotencyKey: string;
}

/** A payment as the PSP created it. */
export interface CreatedPayment {
  pspId: string;
  checkoutUrl: string | null;
  status: PaymentStatus;
}

/** A payment's state as the PSP knows it now. */
export interface PspPaymentState {
  status: PaymentStatus;
  amountCents: number;
  /**
   * The payer authorised the amount but it is not taken yet (Mollie's `authorized`: cards with manual capture, Klarna,
   * Billie, Riverty). `status` is then `pending`; the payment is paid once it is captured.
   */
  isAuthorized: boolean;
  /** What went back to the payer after paying: refunds, and chargebacks by the payer's bank. */
  refundedCents: number;
  chargedBackCents: number;
}

/**
 * The payment port. Default: the built-in test PSP (its own page at /psp/test/{id}); with MOLLIE_API_KEY: Mollie.
 * The PSP is the only source of a payment's status: a webhook only says "ask me".
 */
export interface PaymentsPort {
  /** The PSP's name as stored with each payment (`test`, `mollie`). */
  readonly psp: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The payment's current state, or null when the PSP does not know the id. */
  getPayment(payment: PspPaymentRef): Promise<PspPaymentState | null>;
  /** Takes the whole authorised amount of an authorised payment; the PSP then reports it paid. */
  capture(payment: PspPaymentRef): Promise<void>;
  /** Sends part or all of a paid payment back to the payer; answers the PSP's refund id. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /** The methods the PSP offers for this amount, in the payer's language. */
  methods(request: MethodsRequest): Promise<PaymentWay[]>;
}
