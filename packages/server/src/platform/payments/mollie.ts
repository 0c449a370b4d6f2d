import { createMollieClient, Locale, SequenceType, type MollieClient, type PaymentMethod } from '@mollie/api-client';
import { paymentStatusSchema, type AppLanguage, type PaymentStatus } from '@stay/contract';
import { AppError } from '../../errors';
import type { CreatePaymentRequest, CreatedPayment, MethodsRequest, PaymentsPort, PspPaymentRef, PspPaymentState, RefundRequest } from './port';

/** Mollie's amounts are strings with two decimals in a currency; ours are euro cents. */
const toMollieAmount = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });
const fromMollieAmount = (amount: { value: string } | undefined) => (amount ? Math.round(Number(amount.value) * 100) : 0);

/** The locale Mollie shows its checkout in, for the payer's language. */
export const MOLLIE_LOCALES: Record<AppLanguage, Locale> = { en: Locale.en_US, nl: Locale.nl_NL, de: Locale.de_DE, fr: Locale.fr_FR };

/**
 * Methods Mollie refuses (422) without order lines, a billing address or a voucher category, none of which an order
 * here carries: they are left out of the methods offered.
 */
export const METHODS_NEEDING_LINES: ReadonlySet<string> = new Set([
  'klarna',
  'klarnapaylater',
  'klarnapaynow',
  'klarnasliceit',
  'billie',
  'riverty',
  'in3',
  'voucher',
]);

/** Mollie's statuses are ours, except `authorized` (to be captured), which waits like `pending` until captured. */
function statusOf(status: string): PaymentStatus {
  const parsed = paymentStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : 'pending';
}

interface MollieError {
  statusCode?: number;
}
const statusCodeOf = (error: unknown) => (error as MollieError | null)?.statusCode;

export interface MollieAccounts {
  /** MOLLIE_API_KEY: the account of every location without one of its own. */
  apiKey: string;
  /** MOLLIE_LOCATION_API_KEYS: a location's own Mollie profile. */
  locationApiKeys?: Readonly<Record<string, string>>;
  /** Only for a Mollie-compatible test server. */
  apiEndpoint?: string;
}

/** Payments through Mollie's v2 payments API with its official client, each location on its own key when it has one. */
export function createMolliePayments(accounts: MollieAccounts, log: { warn: (details: object, message: string) => void }): PaymentsPort {
  const clients = new Map<string, MollieClient>();
  const clientOf = (locationId: string | null): MollieClient => {
    const apiKey = (locationId !== null ? accounts.locationApiKeys?.[locationId] : undefined) ?? accounts.apiKey;
    let client = clients.get(apiKey);
    if (!client) {
      client = createMollieClient({ apiKey, ...(accounts.apiEndpoint ? { apiEndpoint: accounts.apiEndpoint } : {}) });
      clients.set(apiKey, client);
    }
    return client;
  };

  const providerError = (error: unknown, action: string, code: 'PAYMENT_PROVIDER_ERROR' | 'REFUND_PROVIDER_ERROR' = 'PAYMENT_PROVIDER_ERROR'): never => {
    log.warn({ err: error }, `Mollie: ${action} failed`);
    throw new AppError(code);
  };

  return {
    psp: 'mollie',
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      try {
        const payment = await clientOf(request.locationId).payments.create({
          amount: toMollieAmount(request.amountCents),
          description: request.description,
          redirectUrl: request.redirectUrl,
          cancelUrl: request.cancelUrl,
          webhookUrl: request.webhookUrl,
          method: request.method as PaymentMethod,
          metadata: request.metadata,
          idempotencyKey: request.idempotencyKey,
          locale: MOLLIE_LOCALES[request.language],
        });
        return { pspId: payment.id, checkoutUrl: payment.getCheckoutUrl(), status: statusOf(payment.status) };
      } catch (error) {
        return providerError(error, 'creating a payment');
      }
    },
    async getPayment({ pspId, locationId }: PspPaymentRef): Promise<PspPaymentState | null> {
      try {
        const payment = await clientOf(locationId).payments.get(pspId);
        return {
          status: statusOf(payment.status),
          amountCents: fromMollieAmount(payment.amount),
          isAuthorized: payment.status === 'authorized',
          refundedCents: fromMollieAmount(payment.amountRefunded),
          chargedBackCents: fromMollieAmount(payment.amountChargedBack),
        };
      } catch (error) {
        if (statusCodeOf(error) === 404) return null;
        return providerError(error, 'fetching a payment');
      }
    },
    async capture({ pspId, locationId }: PspPaymentRef): Promise<void> {
      try {
        // Without an amount Mollie captures the whole authorised amount; the key makes a repeated webhook capture once.
        await clientOf(locationId).paymentCaptures.create({ paymentId: pspId, idempotencyKey: `stay-capture-${pspId}` });
      } catch (error) {
        providerError(error, 'capturing a payment');
      }
    },
    async refund(request: RefundRequest): Promise<{ refundId: string }> {
      try {
        const refund = await clientOf(request.locationId).paymentRefunds.create({
          paymentId: request.pspId,
          amount: toMollieAmount(request.amountCents),
          description: request.description,
          idempotencyKey: request.idempotencyKey,
        });
        return { refundId: refund.id };
      } catch (error) {
        // 422: more than the payment's remaining amount (another refund or a chargeback came first).
        if (statusCodeOf(error) === 422) throw new AppError('REFUND_TOO_LARGE');
        return providerError(error, 'refunding a payment', 'REFUND_PROVIDER_ERROR');
      }
    },
    async methods({ amountCents, language, locationId }: MethodsRequest) {
      try {
        const methods = await clientOf(locationId).methods.list({
          ...(amountCents !== undefined ? { amount: toMollieAmount(amountCents) } : {}),
          locale: MOLLIE_LOCALES[language],
          sequenceType: SequenceType.oneoff,
        });
        return methods.filter((method) => !METHODS_NEEDING_LINES.has(method.id)).map((method) => ({ id: method.id, description: method.description }));
      } catch (error) {
        return providerError(error, 'listing the methods');
      }
    },
  };
}
