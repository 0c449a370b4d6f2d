import type { AppLanguage, PaymentStatus, PaymentWay } from '@stay/contract';

/** What the server asks a payment service provider (PSP) to collect. */
export interface CreatePaymentRequest {
  amountCents: number;
  /** What the payer sees on the PSP's page and statement. */
  description: string;
  /** Where the PSP sends the payer's browser afterwards. */
  redirectUrl: string;
  /** Where the PSP notifies us (server to server) that the payment changed. */
  webhookUrl: string;
  /** One of `methods()`. */
  method: string;
  metadata: Record<string, string | number>;
  /** The same key answers the same payment: a retried create never charges twice. */
  idempotencyKey: string;
  /** The payer's language: the PSP's page is shown in it (Mollie's `locale`). */
  language: AppLanguage;
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
  getPayment(pspId: string): Promise<PspPaymentState | null>;
  /** The methods the PSP offers. */
  methods(): Promise<PaymentWay[]>;
}
