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
    cancelUrl: 'https://stay.example/guest/services/orders/12?payment=3',
    webhookUrl: 'https://stay.example/api/payment/webhook',
    method: 'ideal',
    metadata: { ordernmbr: 12, payment: 3 },
    idempotencyKey,
    language,
    locationId: null,
  });
  const ref = (pspId: string) => ({ pspId, locationId: null });

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
      cancelUrl: 'https://stay.example/guest/services/orders/12?payment=3',
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
    const nothingBack = { isAuthorized: false, refundedCents: 0, chargedBackCents: 0 };
    expect(await port.getPayment(ref(created.pspId))).toEqual({ status: 'open', amountCents: 5790, ...nothingBack });
    mollie.setStatus(created.pspId, 'paid');
    expect(await port.getPayment(ref(created.pspId))).toEqual({ status: 'paid', amountCents: 5790, ...nothingBack });
  });

  it('reads an authorised payment as pending and captures it: Mollie then reports it paid', async () => {
    const created = await port.createPayment(request('key-authorized'));
    mollie.setStatus(created.pspId, 'authorized');
    expect(await port.getPayment(ref(created.pspId))).toMatchObject({ status: 'pending', isAuthorized: true });
    await port.capture(ref(created.pspId));
    expect(await port.getPayment(ref(created.pspId))).toMatchObject({ status: 'paid', isAuthorized: false });
    // A repeated capture (a second webhook) is the same capture, by its idempotency key: taken once.
    const captures = mollie.captureCalls;
    await port.capture(ref(created.pspId));
    expect(mollie.captureCalls).toBe(captures);
    // Capturing a payment that was never authorised is refused by Mollie (422).
    const open = await port.createPayment(request('key-never-authorized'));
    await expect(port.capture(ref(open.pspId))).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  });

  it('refunds part, then the rest, and never more than remains; reads refunds and chargebacks back', async () => {
    const created = await port.createPayment(request('key-refund'));
    mollie.setStatus(created.pspId, 'paid');
    const first = await port.refund({ ...ref(created.pspId), amountCents: 1000, description: 'Cold breakfast', idempotencyKey: 'refund-1' });
    expect(first.refundId).toMatch(/^re_/);
    expect(mollie.refunds.at(-1)).toMatchObject({ paymentId: created.pspId, amount: { currency: 'EUR', value: '10.00' }, description: 'Cold breakfast' });
    // The same key answers the same refund: nothing is refunded twice.
    expect(await port.refund({ ...ref(created.pspId), amountCents: 1000, description: 'Cold breakfast', idempotencyKey: 'refund-1' })).toEqual(first);
    await expect(port.refund({ ...ref(created.pspId), amountCents: 4791, description: 'Too much', idempotencyKey: 'refund-2' })).rejects.toMatchObject({
      code: 'REFUND_TOO_LARGE',
    });
    mollie.chargeBack(created.pspId, 790);
    expect(await port.getPayment(ref(created.pspId))).toMatchObject({ status: 'paid', refundedCents: 1000, chargedBackCents: 790 });
    await port.refund({ ...ref(created.pspId), amountCents: 4000, description: 'The rest', idempotencyKey: 'refund-3' });
    expect(await port.getPayment(ref(created.pspId))).toMatchObject({ refundedCents: 5000, chargedBackCents: 790 });
  });

  it('answers null for a payment Mollie does not know', async () => {
    expect(await port.getPayment(ref('tr_unknown'))).toBeNull();
  });

  it("asks for the methods that fit the amount, in the payer's language, and leaves out those that need order lines", async () => {
    expect(await port.methods({ amountCents: 5790, language: 'nl', locationId: null })).toEqual([
      { id: 'ideal', description: 'iDEAL' },
      { id: 'creditcard', description: 'Card' },
      { id: 'bancontact', description: 'Bancontact' },
    ]);
    expect(Object.fromEntries(mollie.methodQueries.at(-1) ?? [])).toMatchObject({
      'amount[value]': '57.90',
      'amount[currency]': 'EUR',
      locale: 'nl_NL',
      sequenceType: 'oneoff',
    });
    // One cent: Bancontact takes at least 0.02.
    expect((await port.methods({ amountCents: 1, language: 'en', locationId: null })).map((method) => method.id)).toEqual(['ideal', 'creditcard']);
  });

  it('is refused by Mollie (422) for a webhook Mollie cannot reach or an amount outside the method', async () => {
    await expect(port.createPayment({ ...request('key-unreachable'), webhookUrl: 'https://stay.invalid/api/payment/webhook' })).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
    });
    await expect(port.createPayment({ ...request('key-too-much'), method: 'creditcard', amountCents: 1_000_001 })).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
    });
    expect([...mollie.payments.values()].some((payment) => payment.webhookUrl.includes('stay.invalid'))).toBe(false);
  });

  it("takes each location's payments on that location's own key", async () => {
    const parkKey = 'test_parkparkparkparkparkparkpark12';
    const own = await startLocalMollieServer([API_KEY, parkKey]);
    try {
      const perPark = createMolliePayments({ apiKey: API_KEY, locationApiKeys: { 'loc-dunes': parkKey }, apiEndpoint: own.apiEndpoint }, silent);
      const dunes = await perPark.createPayment({ ...request('key-dunes'), locationId: 'loc-dunes' });
      const forest = await perPark.createPayment({ ...request('key-forest'), locationId: 'loc-forest' });
      expect(own.payments.get(dunes.pspId)?.apiKey).toBe(parkKey);
      expect(own.payments.get(forest.pspId)?.apiKey).toBe(API_KEY);
      // A payment is read back through its own location's profile (another profile does not know it).
      expect(await perPark.getPayment({ pspId: dunes.pspId, locationId: 'loc-dunes' })).toMatchObject({ status: 'open' });
      expect(await perPark.getPayment({ pspId: dunes.pspId, locationId: 'loc-forest' })).toBeNull();
    } finally {
      await own.close();
    }
  });

  it('turns a refused key or a failing Mollie into PAYMENT_PROVIDER_ERROR', async () => {
    const wrongKey = createMolliePayments({ apiKey: 'test_wrongwrongwrongwrongwrong12', apiEndpoint: mollie.apiEndpoint }, silent);
    await expect(wrongKey.createPayment(request('key-wrong'))).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    mollie.failWith(422);
    try {
      const error: unknown = await port.methods({ amountCents: 100, language: 'en', locationId: null }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    } finally {
      mollie.failWith(undefined);
    }
  });
});
