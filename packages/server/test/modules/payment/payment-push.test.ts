import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Payment } from '@stay/contract';
import { describeEachDialect } from '../../support';
import { startLocalPushService, type LocalPushService } from '../../support/local-push-service';
import { createPushInbox, localWebPushConfig } from '../../support/push-inbox';
import { usePaymentKit } from './payment-test-kit';

/** A payment's outcome reaches the reservation's guests as an encrypted ORDERS push, through the test PSP's webhook. */
describeEachDialect('order pushes from payments', (ctx) => {
  const kit = usePaymentKit(ctx, localWebPushConfig);
  let service: LocalPushService | undefined;
  const inbox = createPushInbox(
    () => kit.app,
    () => {
      if (!service) throw new Error('The push service runs only inside tests');
      return service;
    },
  );

  /** The payer's choice on the test PSP's page; the PSP calls the webhook before it redirects. */
  const choose = async (payment: Payment, outcome: 'paid' | 'failed') => {
    const response = await fetch(payment.checkoutUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  };

  beforeAll(async () => {
    service = await startLocalPushService();
    await inbox.subscribe(kit.guests.a.token, 'guest-a');
    await inbox.subscribe(kit.guests.b.token, 'guest-b');
    await inbox.subscribe(kit.staff.MANAGEMENT.token, 'management');
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(() => inbox.clear());

  it("sends the guest an ORDERS push naming the order when a payment makes it paid, to nobody else's browser", async () => {
    const nmbr = await kit.cartWith(kit.guests.a, ['breakfast']);
    const payment = await kit.started(kit.guests.a, nmbr);
    expect((await inbox.received()).size).toBe(0);

    await choose(payment, 'paid');
    expect((await kit.order(kit.guests.a, nmbr)).order.orderstate).toBe(50);
    const received = await inbox.received();
    expect([...received.keys()]).toEqual(['guest-a']);
    expect(received.get('guest-a')).toEqual([
      {
        notification: {
          _id: expect.any(String),
          kind: 'order',
          title: 'Payment received',
          body: `Order ${nmbr} is paid`,
          objecttype: 'ORDERS',
          objectkey: String(nmbr),
          chatnmbr: null,
        },
        url: null,
        badge: expect.any(Number),
      },
    ]);
    const [request] = service!.received;
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.authorization).toMatch(/^vapid t=/);
  });

  it("sends the guest an ORDERS push when a failed payment leaves the order open again, once, in the guest's language", async () => {
    await ctx.db.updateTable('accounts').set({ language: 'de' }).where('person_id', '=', kit.guests.b.id).execute();
    const nmbr = await kit.cartWith(kit.guests.b, ['breakfast']);
    const payment = await kit.started(kit.guests.b, nmbr);
    await choose(payment, 'failed');
    const received = await inbox.received();
    expect([...received.keys()]).toEqual(['guest-b']);
    expect(received.get('guest-b')?.map(({ notification }) => [notification.objecttype, notification.objectkey, notification.title, notification.body])).toEqual([
      ['ORDERS', String(nmbr), 'Zahlung nicht abgeschlossen', `Bestellung ${nmbr} ist wieder offen`],
    ]);

    // The webhook again (the PSP retries): the order does not move, so nothing more is sent.
    await inbox.clear();
    const webhook = await fetch(`${kit.origin}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: (payment.checkoutUrl ?? '').split('/psp/test/')[1] ?? '' }).toString(),
    });
    expect(webhook.status).toBe(200);
    expect((await inbox.received()).size).toBe(0);
  });
});
