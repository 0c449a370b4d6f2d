import { createMollieClient, Locale, type MollieClient, type PaymentMethod } from '@mollie/api-client';
import { paymentStatusSchema, type AppLanguage, type PaymentStatus } from '@stay/contract';
import { AppError } from '../../errors';
import type { CreatePaymentRequest, CreatedPayment, PaymentsPort, PspPaymentState } from './port';

/** Mollie's amounts are strings with two decimals in a currency; ours are euro cents. */
const toMollieAmount = (cents: number) => ({ currency: 'EUR', value: (cents / 100).toFixed(2) });
const fromMollieAmount = (amount: { value: string }) => Math.round(Number(amount.value) * 100);

/** The locale Mollie shows its checkout in, for the payer's language. */
export const MOLLIE_LOCALES: Record<AppLanguage, Locale> = { en: Locale.en_US, nl: Locale.nl_NL, de: Locale.de_DE, fr: Locale.fr_FR };

/** Mollie's statuses are ours, except `authorized` (captured later), which still waits like `pending`. */
function statusOf(status: string): PaymentStatus {
  const parsed = paymentStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : 'pending';
}

interface MollieError {
  statusCode?: number;
}
const isNotFound = (error: unknown) => (error as MollieError | null)?.statusCode === 404;

/** Payments through Mollie's v2 payments API with its official client (`apiEndpoint` only for a test server). */
export function createMolliePayments(
  options: { apiKey: string; apiEndpoint?: string },
  log: { warn: (details: object, message: string) => void },
): PaymentsPort {
  const client: MollieClient = createMollieClient({ apiKey: options.apiKey, ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}) });

  const providerError = (error: unknown, action: string): never => {
    log.warn({ err: error }, `Mollie: ${action} failed`);
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  };

  return {
    psp: 'mollie',
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      try {
        const payment = await client.payments.create({
          amount: toMollieAmount(request.amountCents),
          description: request.description,
          redirectUrl: request.redirectUrl,
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
    async getPayment(pspId: string): Promise<PspPaymentState | null> {
      try {
        const payment = await client.payments.get(pspId);
        return { status: statusOf(payment.status), amountCents: fromMollieAmount(payment.amount) };
      } catch (error) {
        if (isNotFound(error)) return null;
        return providerError(error, 'fetching a payment');
      }
    },
    async methods() {
      try {
        const methods = await client.methods.list();
        return methods.map((method) => ({ id: method.id, description: method.description }));
      } catch (error) {
        return providerError(error, 'listing the methods');
      }
    },
  };
}
