import { describe, expect, it } from 'vitest';
import { paymentWaySchema, type Payment } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest } from '../../support/factories';
import { usePaymentKit } from './payment-test-kit';

/** The whole pay → PSP page → webhook → order flow through the built-in test PSP, the webhook over real HTTP. */
describeEachDialect('payments through the test PSP', (ctx) => {
  const kit = usePaymentKit(ctx);

  const pspIdOf = (payment: Payment) => (payment.checkoutUrl ?? '').split('/psp/test/')[1] ?? '';
  const page = (payment: Payment) => fetch(payment.checkoutUrl ?? '');
  /** The payer's choice on the PSP's page, as the browser posts it (not following the redirect). */
  const choose = (payment: Payment, outcome: string) =>
    fetch(payment.checkoutUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
      redirect: 'manual',
    });
  const webhook = (body: Record<string, string>) =>
    fetch(`${kit.origin}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const stateOf = async (guest: TestGuest, nmbr: number) => (await kit.order(guest, nmbr)).order;

  it('lists the test PSP methods', async () => {
    const response = await kit.call(kit.guests.a.token, { method: 'GET', url: '/api/guest/payment/ways' });
    expect(response.statusCode).toBe(200);
    expect(z.array(paymentWaySchema).parse(response.json()).map((way) => way.id)).toEqual(['ideal', 'creditcard', 'bancontact']);
  });

  it("shows the PSP page and the payment's description in the payer's account language", async () => {
    const guest = kit.guests.b;
    await ctx.db.updateTable('accounts').set({ language: 'fr' }).where('person_id', '=', guest.id).execute();
    try {
      const nmbr = await kit.cartWith(guest, ['breakfast']);
      const payment = await kit.started(guest, nmbr);
      const html = await (await page(payment)).text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('Paiement test — aucun argent n’est débité');
      expect(html).toContain(`Commande ${nmbr}`);
      expect(html).not.toContain('Test payment');
      // Paid, so the guest's next cart is a new order.
      expect((await choose(payment, 'paid')).status).toBe(303);
    } finally {
      await ctx.db.updateTable('accounts').set({ language: 'en' }).where('person_id', '=', guest.id).execute();
    }
  });

  it('pays: the PSP page, Pay, the webhook over HTTP, and back to the order, which is paid', async () => {
    const guest = kit.guests.a;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr);
    expect(payment).toMatchObject({ ordernmbr: nmbr, method: 'ideal', status: 'open', amount: 7.95 });
    expect(payment.checkoutUrl).toMatch(new RegExp(`^${kit.origin}/psp/test/tst_`));
    expect((await stateOf(guest, nmbr)).orderstate).toBe(20);

    const shown = await page(payment);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Test payment — no money is moved');
    expect(html).toContain('€7.95');
    expect(html).toContain('Order');
    expect(html).not.toMatch(/<script|\son\w+=/i);
    for (const outcome of ['paid', 'failed', 'canceled']) expect(html).toContain(`value="${outcome}"`);
    expect(shown.headers.get('content-security-policy')).toContain(`form-action 'self' ${kit.origin}`);
    expect(shown.headers.get('content-security-policy')).toContain("script-src 'self'");
    const css = await fetch(`${kit.origin}/psp/test/assets/test-psp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');

    const chosen = await choose(payment, 'paid');
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${kit.origin}/guest/services/orders/${nmbr}?payment=${payment.nmbr}`);
    // The webhook was delivered before the redirect: the order is paid when the guest comes back.
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 7.95, totalincl: 7.95 });
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'paid', checkoutUrl: null, amount: 7.95 });

    // Paid: nothing left to pay.
    const again = await kit.pay(guest, nmbr);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    // The page of a decided payment offers nothing more; a second submit changes nothing.
    expect(await (await page(payment)).text()).toContain('This test payment was paid.');
    expect((await choose(payment, 'failed')).status).toBe(303);
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'paid' });
    expect((await stateOf(guest, nmbr)).orderstate).toBe(50);
  });

  it('sends the payer back to the address the payment was started from when this server served it, else to PUBLIC_URL', async () => {
    const guest = kit.guests.m;
    const opened = kit.origin.replace('127.0.0.1', 'localhost');
    const host = new URL(opened).host;
    const payFrom = async (headers: Record<string, string>) => {
      const nmbr = await kit.cartWith(guest, ['breakfast']);
      const response = await kit.call(guest.token, { method: 'POST', url: `/api/guest/order/${nmbr}/pay`, payload: { method: 'ideal' }, headers });
      expect(response.statusCode, response.body).toBe(200);
      const { payment } = response.json<{ payment: Payment }>();
      const chosen = await choose(payment, 'canceled');
      return { nmbr, payment, location: chosen.headers.get('location') };
    };

    // Opened at another address of this server (a local name instead of PUBLIC_URL's): the page and the way back are there.
    const local = await payFrom({ origin: opened, host });
    expect(local.payment.checkoutUrl).toMatch(new RegExp(`^${opened}/psp/test/tst_`));
    expect(local.location).toBe(`${opened}/guest/services/orders/${local.nmbr}?payment=${local.payment.nmbr}`);

    // A page of some other site is not where the payer is sent.
    const elsewhere = await payFrom({ origin: 'https://elsewhere.example', host });
    expect(elsewhere.location).toBe(`${kit.origin}/guest/services/orders/${elsewhere.nmbr}?payment=${elsewhere.payment.nmbr}`);
  });

  it('gives its page the app icon, so the browser asks for no /favicon.ico', async () => {
    const guest = kit.guests.n;
    const payment = await kit.started(guest, await kit.cartWith(guest, ['breakfast']));
    expect(await (await page(payment)).text()).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    await choose(payment, 'canceled');
  });

  for (const outcome of ['failed', 'canceled'] as const) {
    it(`a ${outcome} payment leaves the order open, and a new payment can follow`, async () => {
      const guest = outcome === 'failed' ? kit.guests.b : kit.guests.c;
      const nmbr = await kit.cartWith(guest, ['breakfast']);
      const first = await kit.started(guest, nmbr, 'creditcard');
      expect((await choose(first, outcome)).status).toBe(303);
      expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 10, paymentamount: 0 });
      expect(await kit.payment(guest, first.nmbr)).toMatchObject({ status: outcome, checkoutUrl: null });

      const second = await kit.started(guest, nmbr);
      expect(second.nmbr).not.toBe(first.nmbr);
      expect(second.status).toBe('open');
      expect((await choose(second, 'paid')).status).toBe(303);
      expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 7.95 });
    });
  }

  it('a duplicate webhook changes nothing twice; an out-of-order one of an older payment changes nothing', async () => {
    const guest = kit.guests.d;
    const nmbr = await kit.cartWith(guest, ['breakfast', 'breakfast']);
    const failed = await kit.started(guest, nmbr);
    await choose(failed, 'failed');
    const current = await kit.started(guest, nmbr);
    expect((await stateOf(guest, nmbr)).orderstate).toBe(20);

    // The failed payment's webhook again, after the newer payment started: the order keeps waiting for that one.
    expect((await webhook({ id: pspIdOf(failed) })).status).toBe(200);
    expect((await stateOf(guest, nmbr)).orderstate).toBe(20);
    expect(await kit.payment(guest, current.nmbr)).toMatchObject({ status: 'open' });

    await choose(current, 'paid');
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 15.9 });
    for (const id of [pspIdOf(current), pspIdOf(current), pspIdOf(failed)]) expect((await webhook({ id })).status).toBe(200);
    expect(await stateOf(guest, nmbr)).toMatchObject({ orderstate: 50, paymentamount: 15.9 });
    const credits = await ctx.db.selectFrom('order_payment_credits').select('amount_cents').where('order_nmbr', '=', nmbr).execute();
    expect(credits).toEqual([{ amount_cents: 1590 }]);
  });

  it('ignores a webhook for an unknown payment, and a body that claims paid while the PSP says open', async () => {
    const guest = kit.guests.e;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr);

    const unknown = await webhook({ id: 'tst_nobody-knows-this' });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({});
    const forged = await webhook({ id: pspIdOf(payment), status: 'paid', amount: '7.95' });
    expect(forged.status).toBe(200);
    expect((await stateOf(guest, nmbr)).orderstate).toBe(20);
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'open' });

    const missingId = await webhook({});
    expect(missingId.status).toBe(400);
    expect(await missingId.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('a double-tapped pay charges once: both taps answer the same payment', async () => {
    const guest = kit.guests.f;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const [first, second] = await Promise.all([kit.pay(guest, nmbr), kit.pay(guest, nmbr)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const one = first.json<{ payment: Payment }>().payment;
    expect(second.json<{ payment: Payment }>().payment.nmbr).toBe(one.nmbr);
    const third = await kit.started(guest, nmbr);
    expect(third).toMatchObject({ nmbr: one.nmbr, status: 'open' });
    expect(third.checkoutUrl).toMatch(/\/psp\/test\/tst_/);

    const rows = await ctx.db.selectFrom('payments').select('psp_id').where('order_nmbr', '=', nmbr).execute();
    expect(rows).toHaveLength(1);
    const atPsp = await ctx.db.selectFrom('test_psp_payments').select('id').where('redirect_url', 'like', `%/orders/${nmbr}?%`).execute();
    expect(atPsp).toHaveLength(1);
  });

  it('after a lost webhook, paying again asks the PSP and starts a new payment', async () => {
    const guest = kit.guests.a;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const lost = await kit.started(guest, nmbr);
    // The payer cancelled at the PSP, but its webhook never arrived.
    await ctx.db.updateTable('test_psp_payments').set({ status: 'canceled' }).where('id', '=', pspIdOf(lost)).execute();
    expect((await stateOf(guest, nmbr)).orderstate).toBe(20);

    const next = await kit.started(guest, nmbr);
    expect(next.nmbr).not.toBe(lost.nmbr);
    expect(await kit.payment(guest, lost.nmbr)).toMatchObject({ status: 'canceled' });
  });

  it('an open test payment expires after 15 minutes: the order is open again and a new payment can start', async () => {
    const guest = kit.guests.l;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr);
    kit.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'expired', checkoutUrl: null });
      expect((await stateOf(guest, nmbr)).orderstate).toBe(10);
      expect(await (await page(payment)).text()).toContain('This test payment expired.');
      expect((await choose(payment, 'paid')).status).toBe(303);
      expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'expired' });
      expect((await stateOf(guest, nmbr)).orderstate).toBe(10);
      const next = await kit.started(guest, nmbr);
      expect(next.nmbr).not.toBe(payment.nmbr);
    } finally {
      kit.clock.reset();
    }
  });

  describe('refusals', () => {
    it('refuses an order with nothing to pay', async () => {
      const guest = kit.guests.g;
      const nmbr = await kit.cartWith(guest, []);
      const response = await kit.pay(guest, nmbr);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
    });

    it('refuses while a rental hold has expired', async () => {
      const guest = kit.guests.h;
      const nmbr = await kit.cartWith(guest, ['e-bike']);
      kit.clock.advance(16 * 60 * 1000);
      try {
        const response = await kit.pay(guest, nmbr);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'RENTAL_WINDOW_EXPIRED' });
        expect((await stateOf(guest, nmbr)).orderstate).toBe(10);
      } finally {
        kit.clock.reset();
      }
    });

    it('refuses a method the PSP does not offer, and malformed input', async () => {
      const guest = kit.guests.i;
      const nmbr = await kit.cartWith(guest, ['breakfast']);
      const unknown = await kit.pay(guest, nmbr, 'bitcoin');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
      const malformed = await kit.pay(guest, nmbr, 'iDEAL!');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect((await stateOf(guest, nmbr)).orderstate).toBe(10);
    });

    it("refuses another guest's order and payment, staff and callers without a token", async () => {
      const owner = kit.guests.j;
      const other = kit.guests.k;
      const nmbr = await kit.cartWith(owner, ['breakfast']);
      const payment = await kit.started(owner, nmbr);

      const foreignPay = await kit.pay(other, nmbr);
      expect(foreignPay.statusCode).toBe(403);
      expect(foreignPay.json()).toMatchObject({ code: 'ORDER_NOT_YOURS' });
      const foreignRead = await kit.call(other.token, { method: 'GET', url: `/api/guest/payment/${payment.nmbr}` });
      expect(foreignRead.statusCode).toBe(404);
      expect(foreignRead.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      const unknownRead = await kit.call(owner.token, { method: 'GET', url: '/api/guest/payment/987654' });
      expect(unknownRead.statusCode).toBe(404);

      const byStaff = await kit.call(kit.staff.MANAGEMENT.token, { method: 'POST', url: `/api/guest/order/${nmbr}/pay`, payload: { method: 'ideal' } });
      expect(byStaff.statusCode).toBe(403);
      const staffRead = await kit.call(kit.staff.CUBER.token, { method: 'GET', url: `/api/guest/payment/${payment.nmbr}` });
      expect(staffRead.statusCode).toBe(403);
      const anonymous = await kit.call(undefined, { method: 'POST', url: `/api/guest/order/${nmbr}/pay`, payload: { method: 'ideal' } });
      expect(anonymous.statusCode).toBe(401);
      expect(await kit.payment(owner, payment.nmbr)).toMatchObject({ status: 'open' });
      expect((await stateOf(owner, nmbr)).orderstate).toBe(20);
    });

    it('answers PAYMENT_NOT_FOUND for a test PSP page that does not exist, and INVALID_INPUT for a bad choice', async () => {
      const missing = await fetch(`${kit.origin}/psp/test/tst_missing`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      const payment = (await ctx.db.selectFrom('test_psp_payments').select('id').executeTakeFirstOrThrow()).id;
      const bad = await fetch(`${kit.origin}/psp/test/${payment}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=refund',
        redirect: 'manual',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });

  it('refunds part and then the rest of a paid order on the test PSP; never more than was paid', async () => {
    const guest = kit.guests.n;
    const nmbr = await kit.cartWith(guest, ['breakfast']);
    const payment = await kit.started(guest, nmbr);
    expect((await choose(payment, 'paid')).status).toBe(303);
    // The guest's cart may hold an earlier breakfast: what was paid is the payment's amount.
    const paid = payment.amount;
    const euros = (cents: number) => cents / 100;
    const paidCents = Math.round(paid * 100);
    const refund = (amount: number, reason: string) =>
      kit.call(kit.staff.BACKOFFICE.token, { method: 'POST', url: `/api/employee/order/${nmbr}/refund`, payload: { amount, reason } });

    expect((await refund(3, 'Late')).json()).toEqual({ ordernmbr: nmbr, paidAmount: paid, refundedAmount: 3, chargedBackAmount: 0, refundableAmount: euros(paidCents - 300) });
    const tooMuch = await refund(euros(paidCents - 299), 'Too much');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });
    expect((await refund(euros(paidCents - 300), 'The rest')).json()).toMatchObject({ refundedAmount: paid, refundableAmount: 0 });
    const atPsp = await ctx.db.selectFrom('test_psp_payments').select('refunded_cents').where('id', '=', pspIdOf(payment)).executeTakeFirst();
    expect(atPsp).toEqual({ refunded_cents: paidCents });
    expect(await stateOf(guest, nmbr)).toMatchObject({ paymentamount: paid, refundedamount: paid });
    expect(await kit.payment(guest, payment.nmbr)).toMatchObject({ status: 'paid', refundedAmount: paid, chargedBackAmount: 0 });
  });
});
