import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      { id: 'bancontact', description: 'Bancontact' },
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

  it("asks Mollie for the methods that fit the order's open amount, in the guest's language", async () => {
    const guest = kit.guests.j;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const response = await kit.call(guest.token, { method: 'GET', url: `/api/guest/payment/ways?ordernmbr=${nmbr}` });
    expect(response.statusCode).toBe(200);
    expect(z.array(paymentWaySchema).parse(response.json()).map((way) => way.id)).toEqual(['ideal', 'creditcard', 'bancontact']);
    expect(Object.fromEntries(mollie.methodQueries.at(-1) ?? [])).toMatchObject({ 'amount[value]': '7.95', 'amount[currency]': 'EUR', locale: 'en_US' });
    // Another guest's order is not theirs to ask about.
    const foreign = await kit.call(kit.guests.k.token, { method: 'GET', url: `/api/guest/payment/ways?ordernmbr=${nmbr}` });
    expect(foreign.statusCode).toBe(403);
  });

  it('captures an authorised payment when Mollie calls the webhook: the order leaves PAYMENT_PENDING paid', async () => {
    const guest = kit.guests.f;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr, 'creditcard');
    const atMollie = molliePaymentOf(nmbr);
    mollie.setStatus(atMollie.id, 'authorized');
    const captures = mollie.captureCalls;
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(mollie.captureCalls - captures).toBe(1);
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 7.95 });
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'paid' });
    expect(await mollie.notify(atMollie.id)).toBe(200);
    expect(mollie.captureCalls - captures).toBe(1);
  });

  it('sends the cancel address and the locale with the payment', async () => {
    const guest = kit.guests.l;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr);
    expect(molliePaymentOf(nmbr)).toMatchObject({ cancelUrl: `${kit.origin}/guest/services/orders/${nmbr}?payment=${payment.nmbr}`, locale: 'en_US' });
  });

  describe('refunds and chargebacks', () => {
    const paidOrder = async (guest: TestGuest) => {
      const nmbr = await kit.cartWith(guest, ['breakfast']);
      await kit.started(guest, nmbr);
      const atMollie = molliePaymentOf(nmbr);
      mollie.setStatus(atMollie.id, 'paid');
      expect(await mollie.notify(atMollie.id)).toBe(200);
      return { nmbr, atMollie };
    };
    /** The order's flags on the staff deliveries list of tomorrow (when its breakfast comes). */
    const staffFlagsOf = async (nmbr: number) => {
      const tomorrow = kit.clock.now().getTime() + 24 * 60 * 60 * 1000;
      const page = await kit.call(kit.staff.CUBER.token, { method: 'GET', url: `/api/employee/orderdelivery/onDay/${tomorrow}` });
      const item = page.json<{ items: { ordernmbr: number; orderrefunded: boolean; orderchargedback: boolean }[] }>().items.find((delivery) => delivery.ordernmbr === nmbr);
      return item && { orderrefunded: item.orderrefunded, orderchargedback: item.orderchargedback };
    };
    const refund = (token: string, nmbr: number, payload: Record<string, unknown>) => kit.call(token, { method: 'POST', url: `/api/employee/order/${nmbr}/refund`, payload });

    it('support refunds part, then the rest, through Mollie; the order and payment show it; more is refused', async () => {
      const guest = kit.guests.g;
      const { nmbr, atMollie } = await paidOrder(guest);
      const first = await refund(kit.staff.CUBER.token, nmbr, { amount: 2, reason: 'Cold breakfast' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ ordernmbr: nmbr, paidAmount: 7.95, refundedAmount: 2, chargedBackAmount: 0, refundableAmount: 5.95 });
      expect(mollie.refunds.at(-1)).toMatchObject({ paymentId: atMollie.id, amount: { currency: 'EUR', value: '2.00' }, description: 'Cold breakfast' });
      expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 7.95, refundedamount: 2, chargedbackamount: 0 });
      expect(await staffFlagsOf(nmbr)).toEqual({ orderrefunded: true, orderchargedback: false });

      const tooMuch = await refund(kit.staff.MANAGEMENT.token, nmbr, { amount: 5.96, reason: 'Everything' });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });
      const rest = await refund(kit.staff.BACKOFFICE.token, nmbr, { amount: 5.95, reason: 'Bike broke down' });
      expect(rest.json()).toMatchObject({ refundedAmount: 7.95, refundableAmount: 0 });
      expect(mollie.payments.get(atMollie.id)?.refundedCents).toBe(795);
      // Mollie calls the webhook for a refund with the status still paid: read, and nothing changes twice.
      expect(await mollie.notify(atMollie.id)).toBe(200);
      expect(await stateOf(guest, nmbr)).toMatchObject({ paymentamount: 7.95, refundedamount: 7.95 });
      const [payment] = await ctx.db.selectFrom('payments').select('nmbr').where('order_nmbr', '=', nmbr).execute();
      expect(await kit.payment(guest, payment?.nmbr ?? 0)).toMatchObject({ status: 'paid', refundedAmount: 7.95, chargedBackAmount: 0 });
      const stored = await ctx.db.selectFrom('payment_refunds').select(['amount_cents', 'reason', 'employee_id']).orderBy('created_at').execute();
      expect(stored.filter((row) => row.reason === 'Cold breakfast' || row.reason === 'Bike broke down')).toEqual([
        { amount_cents: 200, reason: 'Cold breakfast', employee_id: kit.staff.CUBER.id },
        { amount_cents: 595, reason: 'Bike broke down', employee_id: kit.staff.BACKOFFICE.id },
      ]);
    });

    it('refuses guides, staff of another location, and bad amounts or reasons, changing nothing', async () => {
      const guest = kit.guests.h;
      const { nmbr } = await paidOrder(guest);
      const guide = await refund(kit.staff.GUIDE.token, nmbr, { amount: 1, reason: 'Guide' });
      expect(guide.statusCode).toBe(403);
      expect(guide.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect((await kit.call(kit.staff.GUIDE.token, { method: 'GET', url: `/api/employee/order/${nmbr}/payments` })).statusCode).toBe(403);
      const elsewhere = await ctx.factories.staffOfEveryRole((await ctx.factories.location()).id);
      const foreign = await refund(elsewhere.MANAGEMENT.token, nmbr, { amount: 1, reason: 'Elsewhere' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      for (const payload of [{ amount: 1.234, reason: 'Decimals' }, { amount: 0, reason: 'Zero' }, { amount: -5, reason: 'Negative' }, { amount: 1, reason: '  ' }, { amount: 1 }]) {
        const bad = await refund(kit.staff.CUBER.token, nmbr, payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
      }
      const guestTries = await refund(guest.token, nmbr, { amount: 1, reason: 'Myself' });
      expect(guestTries.statusCode).toBe(403);
      expect(await stateOf(guest, nmbr)).toMatchObject({ refundedamount: 0 });
      const money = await kit.call(kit.staff.CUBER.token, { method: 'GET', url: `/api/employee/order/${nmbr}/payments` });
      expect(money.json()).toEqual({ ordernmbr: nmbr, paidAmount: 7.95, refundedAmount: 0, chargedBackAmount: 0, refundableAmount: 7.95 });
    });

    it('reads a chargeback on a later webhook of a paid payment: the order is flagged and the payment reversed', async () => {
      const guest = kit.guests.i;
      const { nmbr, atMollie } = await paidOrder(guest);
      expect(await staffFlagsOf(nmbr)).toEqual({ orderrefunded: false, orderchargedback: false });
      mollie.chargeBack(atMollie.id, 795);
      expect(await mollie.notify(atMollie.id)).toBe(200);
      expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 7.95, chargedbackamount: 7.95 });
      expect(await staffFlagsOf(nmbr)).toEqual({ orderrefunded: false, orderchargedback: true });
      const [payment] = await ctx.db.selectFrom('payments').select('nmbr').where('order_nmbr', '=', nmbr).execute();
      expect(await kit.payment(guest, payment?.nmbr ?? 0)).toMatchObject({ status: 'paid', chargedBackAmount: 7.95 });
      const money = await kit.call(kit.staff.CUBER.token, { method: 'GET', url: `/api/employee/order/${nmbr}/payments` });
      expect(money.json()).toMatchObject({ chargedBackAmount: 7.95, refundableAmount: 0 });
      const nothingLeft = await refund(kit.staff.CUBER.token, nmbr, { amount: 1, reason: 'After chargeback' });
      expect(nothingLeft.statusCode).toBe(409);
    });
  });
});
