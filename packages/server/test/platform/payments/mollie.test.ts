import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLanguage } from '@stay/contract';
import { AppError } from '../../../src/errors';
import { startLocalMollieServer, type LocalMollieServer } from './local-mollie-server';
import { createMolliePayments } from '../../../src/platform/payments/mollie';
import type { PaymentsPort } from '../../../src/platform/payments/port';

const API_KEY = 'test_loopbackloopbackloopback12';
const silent = { warn: () => {} };

/** Mollie's client pins Mollie's own CAs; the loopback server's certificate is self-signed. */
function trustLoopbackCertificate(): () => void {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  };
}

describe('Mollie adapter against a Mollie-like server on loopback', () => {
  let mollie: LocalMollieServer;
  let port: PaymentsPort;
  let restoreTls: () => void;

  beforeAll(async () => {
    restoreTls = trustLoopbackCertificate();
    mollie = await startLocalMollieServer(API_KEY);
    port = createMolliePayments({ apiKey: API_KEY, apiEndpoint: mollie.apiEndpoint }, silent);
  });

  afterAll(async () => {
    await mollie?.close();
    restoreTls?.();
  });

  const request = (idempotencyKey: string, language: AppLanguage = 'en') => ({
    amountCents: 5790,
    description: 'Order 12',
    redirectUrl: 'https://stay.example/guest/services/orders/12?payment=3',
    webhookUrl: 'https://stay.example/api/payment/webhook',
    method: 'ideal',
    metadata: { ordernmbr: 12, payment: 3 },
    idempotencyKey,
    language,
  });

  it('creates a payment with the amount in euros and answers its checkout URL', async () => {
    const created = await port.createPayment(request('key-create'));
    expect(created.status).toBe('open');
    expect(created.checkoutUrl).toBe(`${mollie.apiEndpoint.replace('/v2/', '')}/checkout/${created.pspId}`);
    const stored = mollie.payments.get(created.pspId);
    expect(stored).toMatchObject({
      amount: { currency: 'EUR', value: '57.90' },
      description: 'Order 12',
      method: 'ideal',
      redirectUrl: 'https://stay.example/guest/services/orders/12?payment=3',
      webhookUrl: 'https://stay.example/api/payment/webhook',
      metadata: { ordernmbr: 12, payment: 3 },
      locale: 'en_US',
    });
  });

  it("asks Mollie for its checkout in the payer's language", async () => {
    const locales = [];
    for (const language of ['nl', 'de', 'fr'] as const) {
      const created = await port.createPayment(request(`key-locale-${language}`, language));
      locales.push(mollie.payments.get(created.pspId)?.locale);
    }
    expect(locales).toEqual(['nl_NL', 'de_DE', 'fr_FR']);
  });

  it('sends the idempotency key, so a repeated create answers the same payment', async () => {
    const first = await port.createPayment(request('key-twice'));
    const again = await port.createPayment(request('key-twice'));
    expect(again.pspId).toBe(first.pspId);
  });

  it("fetches a payment's status and amount in cents", async () => {
    const created = await port.createPayment(request('key-fetch'));
    expect(await port.getPayment(created.pspId)).toEqual({ status: 'open', amountCents: 5790 });
    mollie.setStatus(created.pspId, 'paid');
    expect(await port.getPayment(created.pspId)).toEqual({ status: 'paid', amountCents: 5790 });
    mollie.setStatus(created.pspId, 'authorized');
    expect((await port.getPayment(created.pspId))?.status).toBe('pending');
  });

  it('answers null for a payment Mollie does not know', async () => {
    expect(await port.getPayment('tr_unknown')).toBeNull();
  });

  it("lists Mollie's methods", async () => {
    expect(await port.methods()).toEqual([
      { id: 'ideal', description: 'iDEAL' },
      { id: 'creditcard', description: 'Card' },
    ]);
  });

  it('turns a refused key or a failing Mollie into PAYMENT_PROVIDER_ERROR', async () => {
    const wrongKey = createMolliePayments({ apiKey: 'test_wrongwrongwrongwrongwrong12', apiEndpoint: mollie.apiEndpoint }, silent);
    await expect(wrongKey.createPayment(request('key-wrong'))).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    mollie.failWith(422);
    try {
      const error: unknown = await port.methods().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    } finally {
      mollie.failWith(undefined);
    }
  });
});
