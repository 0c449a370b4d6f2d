import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentWaySchema } from '@stay/contract';
import { z } from 'zod';
import { startLocalMollieServer, type LocalMollieServer } from '../../platform/payments/local-mollie-server';
import { describeEachDialect } from '../../support';
import type { TestGuest } from '../../support/factories';
import { usePaymentKit } from './payment-test-kit';

const API_KEY = 'test_loopbackloopbackloopback12';

/**
 * The same flow with MOLLIE_API_KEY set: the server talks to a Mollie-like server on loopback through Mollie's own
 * client, and that server calls our webhook over HTTP with only the payment id, as Mollie does.
 */
describeEachDialect('payments through Mollie', (ctx) => {
  let mollie: LocalMollieServer;
  let tlsBefore: string | undefined;

  beforeAll(async () => {
    // Mollie's client pins Mollie's own CAs; the loopback server's certificate is self-signed.
    tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    mollie = await startLocalMollieServer(API_KEY);
  });
  afterAll(async () => {
    await mollie?.close();
    if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
  });

  const kit = usePaymentKit(ctx, () => ({ mollieApiKey: API_KEY, mollieApiUrl: mollie.apiEndpoint }));
  const stateOf = async (guest: TestGuest, nmbr: number) => (await kit.order(guest, nmbr)).order;
  const molliePaymentOf = (ordernmbr: number) => {
    const found = [...mollie.payments.values()].filter((payment) => (payment.metadata as { ordernmbr: number }).ordernmbr === ordernmbr);
    expect(found).toHaveLength(1);
    return found[0] as (typeof found)[number];
  };

  it("lists Mollie's methods", async () => {
    const response = await kit.call(kit.guests.a.token, { method: 'GET', url: '/api/guest/payment/ways' });
    expect(response.statusCode).toBe(200);
    expect(z.array(paymentWaySchema).parse(response.json())).toEqual([
      { id: 'ideal', description: 'iDEAL' },
      { id: 'creditcard', description: 'Card' },
    ]);
  });

  it("pays: Mollie's checkout URL, the webhook with only the id, the status fetched from Mollie, the order paid once", async () => {
    const guest = kit.guests.a;
    const nmbr = await kit.cartWith(guest, ['breakfast', 'e-bike']);
    const payment = await kit.started(guest, nmbr);
    const atMollie = molliePaymentOf(nmbr);
    expect(payment).toMatchObject({ status: 'open', amount: 57.9, checkoutUrl: `${mollie.apiEndpoint.replace('/v2/', '')}/checkout/${atMollie.id}` });
    expect(atMollie).toMatchObject({
      amount: { currency: 'EUR', value: '57.90' },
      method: 'ideal',
      redirectUrl: `${kit.origin}/guest/services/orders/${nmbr}?payment=${payment.nmbr}`,
      webhookUrl: `${kit.origin}/api/payment/webhook`,
    });

    // A webhook while Mollie still says open, even one whose body claims paid, changes nothing.
    expect(await mollie.notify(atMollie.id, { status: 'paid' })).toBe(200);
    expect((await stateOf(guest, nmbr)).orderstate).toBe(20);

    mollie.setStatus(atMollie.id, 'paid');
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 57.9 });
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 57.9 });
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'paid', checkoutUrl: null });
  });

  it('a failed or expired payment at Mollie leaves the order open; a double tap creates one Mollie payment', async () => {
    const guest = kit.guests.b;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const before = mollie.createCalls;
    const [first, second] = await Promise.all([kit.pay(guest, nmbr), kit.pay(guest, nmbr)]);
    expect(first.json<{ payment: { nmbr: number } }>().payment.nmbr).toBe(second.json<{ payment: { nmbr: number } }>().payment.nmbr);
    expect(mollie.createCalls - before).toBe(1);

    const atMollie = molliePaymentOf(nmbr);
    mollie.setStatus(atMollie.id, 'expired');
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 10, paymentamount: 0 });
  });

  it.each([
    ['failed', 'd'],
    ['canceled', 'e'],
  ] as const)('a payment Mollie reports %s leaves the order open and payable again', async (status, name) => {
    const guest = kit.guests[name];
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr);
    const atMollie = molliePaymentOf(nmbr);

    mollie.setStatus(atMollie.id, status);
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 10, paymentamount: 0 });
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status });

    const retried = await kit.started(guest, nmbr);
    expect(retried.nmbr).not.toBe(payment.nmbr);
    expect(retried.status).toBe('open');
  });

  it('ignores a webhook for a payment Mollie or we do not know', async () => {
    const response = await fetch(`${kit.origin}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_unknown',
    });
    expect(response.status).toBe(200);
  });

  it('answers PAYMENT_PROVIDER_ERROR when Mollie refuses the payment: it ends failed and the order is open again', async () => {
    const guest = kit.guests.c;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    mollie.failWith(422, 'creates');
    try {
      const response = await kit.pay(guest, nmbr);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
      const ways = await kit.call(guest.token, { method: 'GET', url: '/api/guest/payment/ways' });
      expect(ways.statusCode).toBe(200);
      mollie.failWith(422);
      const noWays = await kit.call(guest.token, { method: 'GET', url: '/api/guest/payment/ways' });
      expect(noWays.statusCode).toBe(502);
      expect(noWays.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
    } finally {
      mollie.failWith(undefined);
    }
    expect((await stateOf(guest, nmbr)).orderstate).toBe(10);
    const failed = await ctx.db.selectFrom('payments').select(['status', 'psp_id']).where('order_nmbr', '=', nmbr).execute();
    expect(failed).toEqual([{ status: 'failed', psp_id: null }]);
    const retried = await kit.started(guest, nmbr);
    expect(retried.status).toBe('open');
  });
});
