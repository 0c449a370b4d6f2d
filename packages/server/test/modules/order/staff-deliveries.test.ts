import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ORDER_STATE,
  STAFF_ROLES,
  chatSchema,
  managedCategorySchema,
  managedProductSchema,
  orderViewSchema,
  staffDeliveryPageSchema,
  type RealtimeEvent,
  type StaffDelivery,
  type StaffRole,
} from '@stay/contract';
import { z } from 'zod';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { countingStatements } from '../../support/statement-count';
import type { TestGuest, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { connectSignedIn, realtimeBaseOf } from '../../support/realtime-client';
import { createOrderPayments, type PaymentOutcome } from '../../../src/modules/order/index';
import { ok } from '../../support/answers';

const ORDER = '/api/guest/order';
const DELIVERIES = '/api/employee/orderdelivery';
/** 10:00 in Amsterdam (CEST). */
const NOW = '2026-07-14T08:00:00.000Z';
/** The day before the clocks go back in Amsterdam (25 October 2026: a 25-hour day). */
const AUTUMN = '2026-10-24T08:00:00.000Z';

type Reply = { statusCode: number; body: string; json(): unknown };

describeEachDialect('staff deliveries', (ctx) => {
  const kit = useStayApp(ctx);
  /** The order side of paying, with the app's own live events and push. */
  const orderPayments = () => createOrderPayments(kit.app);
  /** Locks the cart for a payment; true when it moved from open. */
  const startPayment = async (ordernmbr: number) => (await orderPayments().start(ctx.db, { ordernmbr, now: kit.clock.now() })) !== undefined;
  const applyOutcome = (ordernmbr: number, outcome: PaymentOutcome, amountCents: number, paymentRef: string) =>
    orderPayments().applyOutcome(ctx.db, { ordernmbr, outcome, amountCents, paymentRef, now: kit.clock.now() });
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let placedGuest: TestGuest;
  let paidGuest: TestGuest;
  let cartGuest: TestGuest;
  let autumnGuest: TestGuest;
  let farGuest: TestGuest;
  let placedChat: number;
  let placedOrder: number;

  const page = (who: TestStaff, url: string) => ok(staffDeliveryPageSchema, kit.request(who, 'GET', url));
  const summary = (items: readonly StaffDelivery[]) => items.map((item) => `${item.deliverydate} ${item.productkey}×${item.quantity} ${item.guest.firstname}`);

  async function setUpShop(management: TestStaff) {
    const category = (group: string) => ok(managedCategorySchema, kit.request(management, 'POST', '/api/employee/webshopcategory', { name: group, group }));
    const food = (await category('food'))._id;
    const services = (await category('services'))._id;
    const product = (body: object) => ok(managedProductSchema, kit.request(management, 'POST', '/api/employee/product', { vatRate: 9, img: '/products/breakfast.svg', ...body }));
    await product({ productkey: 'breakfast', name: 'Breakfast', categoryId: food, price: 7.95 });
    await product({ productkey: 'housekeeping', name: 'Housekeeping', categoryId: services, price: 7.95, disableAmount: true });
    await product({ productkey: 'croissants', name: 'Croissants', categoryId: food, price: 4.5, deliveryTime: '08:30' });
  }

  async function guestAt(locationId: string, firstname: string, now = NOW) {
    return (
      await ctx.factories.stay({
        now: new Date(now),
        locationId,
        suites: [`${firstname} Suite`],
        guest: { firstname, surname: 'Test' },
        relation: { erpUid: `R-${firstname}`, name: firstname },
      })
    ).guest;
  }

  /** Fills the guest's cart; `until` 'paid' or 'placed' pays (and places) it. */
  async function order(guest: TestGuest, deliveries: object[], until: 'open' | 'paid' | 'placed'): Promise<number> {
    const nmbr = orderViewSchema.parse((await kit.request(guest, 'GET', `${ORDER}/open?orCreate=true`)).json()).order.nmbr;
    let view = orderViewSchema.parse((await kit.request(guest, 'GET', `${ORDER}/${nmbr}`)).json());
    for (const delivery of deliveries) view = await ok(orderViewSchema, kit.request(guest, 'POST', `${ORDER}/${nmbr}/delivery`, delivery));
    if (until === 'open') return nmbr;
    await startPayment(nmbr);
    await applyOutcome(nmbr, 'paid', Math.round(view.order.totalincl * 100), `pay-${nmbr}`);
    if (until === 'placed') await ok(orderViewSchema, kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`));
    return nmbr;
  }

  beforeAll(async () => {
    kit.clock.set(NOW);
    await ctx.factories.settings();
    const location = await ctx.factories.location();
    staff = await ctx.factories.staffOfEveryRole(location.id);
    const other = await ctx.factories.location({ name: 'Other park' });
    elsewhere = await ctx.factories.staffOfEveryRole(other.id);
    await setUpShop(staff.MANAGEMENT);
    await setUpShop(elsewhere.MANAGEMENT);

    placedGuest = await guestAt(location.id, 'Placed');
    paidGuest = await guestAt(location.id, 'Paid');
    cartGuest = await guestAt(location.id, 'Cart');
    farGuest = await guestAt(other.id, 'Far');
    placedChat = chatSchema.parse((await kit.request(placedGuest, 'GET', '/api/guest/reservation/current/chat')).json()).nmbr;

    placedOrder = await order(
      placedGuest,
      [
        { productkey: 'breakfast', quantity: 2, deliverydate: '2026-07-15T21:30:00Z' },
        { productkey: 'housekeeping', quantity: 1, deliverydate: '2026-07-14' },
      ],
      'placed',
    );
    await order(paidGuest, [{ productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-16' }], 'paid');
    await order(cartGuest, [{ productkey: 'breakfast', quantity: 3, deliverydate: '2026-07-15' }], 'open');
    await order(farGuest, [{ productkey: 'breakfast', quantity: 4, deliverydate: '2026-07-15' }], 'placed');

    kit.clock.set(AUTUMN);
    autumnGuest = await guestAt(location.id, 'Autumn', AUTUMN);
    await order(
      autumnGuest,
      [
        // 00:30 on 25 October in Amsterdam (still summer time) and 00:30 on 26 October (winter time).
        { productkey: 'breakfast', quantity: 1, deliverydate: '2026-10-24T22:30:00Z' },
        { productkey: 'breakfast', quantity: 2, deliverydate: '2026-10-25T23:30:00Z' },
      ],
      'placed',
    );
  });

  beforeEach(() => kit.clock.set(NOW));

  it("lists the location's upcoming deliveries of paid and placed orders, by date, with suite, guest, chat and order", async () => {
    const { items, nextCursor } = await page(staff.GUIDE, DELIVERIES);
    expect(nextCursor).toBeNull();
    expect(summary(items)).toEqual([
      '2026-07-14T10:00:00.000Z housekeeping×1 Placed',
      '2026-07-15T10:00:00.000Z breakfast×2 Placed',
      '2026-07-16T10:00:00.000Z breakfast×1 Paid',
      '2026-10-25T11:00:00.000Z breakfast×1 Autumn',
      '2026-10-26T11:00:00.000Z breakfast×2 Autumn',
    ]);
    expect(items[1]).toMatchObject({
      productname: 'Breakfast',
      unit: 'PIECE',
      options: [],
      accommodation: 'Placed Suite',
      guest: { firstname: 'Placed', surname: 'Test' },
      reservation: { _id: placedGuest.reservationId },
      chatnmbr: placedChat,
      ordernmbr: placedOrder,
      orderstate: ORDER_STATE.placed,
    });
    expect(items[2]).toMatchObject({ orderstate: ORDER_STATE.paid, chatnmbr: null });
  });

  it('leaves out days before today', async () => {
    kit.clock.set('2026-07-15T08:00:00.000Z');
    expect(summary((await page(staff.CUBER, DELIVERIES)).items)[0]).toBe('2026-07-15T10:00:00.000Z breakfast×2 Placed');
  });

  it("answers one day or from a day on, the timestamp's day in the location's zone", async () => {
    // 23:30 on 15 July in Amsterdam.
    expect(summary((await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-15T21:30:00Z')}`)).items)).toEqual([
      '2026-07-15T10:00:00.000Z breakfast×2 Placed',
    ]);
    // 00:30 on 16 July in Amsterdam.
    expect(summary((await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-15T22:30:00Z')}`)).items)).toEqual([
      '2026-07-16T10:00:00.000Z breakfast×1 Paid',
    ]);
    expect(summary((await page(staff.BACKOFFICE, `${DELIVERIES}/fromDay/${Date.parse('2026-07-15T05:00:00Z')}`)).items)).toHaveLength(4);
    expect((await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-20T10:00:00Z')}`)).items).toEqual([]);
  });

  it('counts the 25 hours of the day the clocks go back as one day', async () => {
    for (const instant of ['2026-10-24T22:00:00Z', '2026-10-25T12:00:00Z', '2026-10-25T22:59:59Z']) {
      expect(summary((await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse(instant)}`)).items)).toEqual([
        '2026-10-25T11:00:00.000Z breakfast×1 Autumn',
      ]);
    }
    expect(summary((await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-10-25T23:00:00Z')}`)).items)).toEqual([
      '2026-10-26T11:00:00.000Z breakfast×2 Autumn',
    ]);
  });

  it('pages with a cursor and refuses a forged one', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: z.infer<typeof staffDeliveryPageSchema> = await page(staff.MANAGEMENT, `${DELIVERIES}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...summary(answer.items));
      cursor = answer.nextCursor;
    } while (cursor);
    expect(seen).toEqual(summary((await page(staff.MANAGEMENT, DELIVERIES)).items));
    const forged = await kit.request(staff.GUIDE, 'GET', `${DELIVERIES}?cursor=nonsense`);
    expect([forged.statusCode, (forged.json() as { code: string }).code]).toEqual([400, 'INVALID_INPUT']);
  });

  it("reads a day's page once for the location's staff: a colleague's read of it runs no statement, a tick shows at once", async () => {
    const counting = countingStatements(ctx.db);
    const counted = await buildApp({ config: { ...ctx.config, replyCache: 'off' }, db: counting.db, logger: false, now: kit.clock.now });
    try {
      const day = `${DELIVERIES}/onDay/${Date.parse('2026-07-15T10:00:00Z')}`;
      const read = (who: TestStaff) => counted.inject({ method: 'GET', url: day, headers: { accesstoken: who.token } });
      // Each caller's first request loads the caller and the location, which later requests find kept.
      for (const who of [staff.GUIDE, staff.CUBER]) expect((await counted.inject({ method: 'GET', url: DELIVERIES, headers: { accesstoken: who.token } })).statusCode).toBe(200);
      const mine = await read(staff.GUIDE);
      let theirs: Awaited<ReturnType<typeof read>> | undefined;
      // Only the request's own statements: the app's jobs (presence on PostgreSQL) run on the same handle meanwhile.
      expect(await counting.countOf(async () => (theirs = await read(staff.CUBER)))).toEqual({ statements: 0, writes: 0 });
      expect(theirs!.json()).toEqual(mine.json());
      // Another location's staff read their own day.
      expect(summary(staffDeliveryPageSchema.parse((await counted.inject({ method: 'GET', url: day, headers: { accesstoken: elsewhere.GUIDE.token } })).json()).items)).toEqual([
        '2026-07-15T10:00:00.000Z breakfast×4 Far',
      ]);

      const [breakfast] = staffDeliveryPageSchema.parse(mine.json()).items;
      const ticked = await counted.inject({ method: 'POST', url: `${DELIVERIES}/${breakfast!.nmbr}/delivered`, headers: { accesstoken: staff.GUIDE.token }, payload: { delivered: true } });
      expect(ticked.statusCode, ticked.body).toBe(200);
      try {
        expect(staffDeliveryPageSchema.parse((await read(staff.CUBER)).json()).items.map((item) => item.delivered)).toEqual([expect.stringMatching(/^2026-07-14T/)]);
      } finally {
        await kit.request(staff.GUIDE, 'POST', `${DELIVERIES}/${breakfast!.nmbr}/delivered`, { delivered: false });
      }
    } finally {
      await counted.close();
    }
  });

  it("serves every staff role their own location only, and refuses guests", async () => {
    for (const role of STAFF_ROLES) expect((await page(staff[role], DELIVERIES)).items).toHaveLength(5);
    expect(summary((await page(elsewhere.GUIDE, DELIVERIES)).items)).toEqual(['2026-07-15T10:00:00.000Z breakfast×4 Far']);
    const answer = await kit.request(placedGuest, 'GET', DELIVERIES);
    expect([answer.statusCode, (answer.json() as { code: string }).code]).toEqual([403, 'UNAUTHORIZED']);
  });

  it("shows the stay's deliveries in its chat, by date", async () => {
    const chat = chatSchema.parse((await kit.request(placedGuest, 'GET', '/api/guest/reservation/current/chat')).json());
    expect(chat.deliveries).toEqual([
      { deliverydate: '2026-07-14T10:00:00.000Z', productname: 'Housekeeping', quantity: 1, unit: 'PIECE', productkey: 'housekeeping', ordernmbr: placedOrder, orderstate: ORDER_STATE.placed, delivered: null },
      { deliverydate: '2026-07-15T10:00:00.000Z', productname: 'Breakfast', quantity: 2, unit: 'PIECE', productkey: 'breakfast', ordernmbr: placedOrder, orderstate: ORDER_STATE.placed, delivered: null },
    ]);
    const cartChat = chatSchema.parse((await kit.request(cartGuest, 'GET', '/api/guest/reservation/current/chat')).json());
    expect(cartChat.deliveries).toEqual([]);
  });

  describe('live', () => {
    let base = '';
    const sockets: WebSocket[] = [];

    beforeAll(async () => {
      base = await realtimeBaseOf(kit.app);
    });

    afterAll(() => {
      for (const socket of sockets) socket.terminate();
    });

    async function listen(who: { token: string }) {
      const client = await connectSignedIn(base, who);
      sockets.push(client.socket);
      return client;
    }

    it("tells the reservation's guests and the location's staff when an order changes; never another location or guest", async () => {
      const buyer = await guestAt(staff.GUIDE.locationId!, 'Live');
      const guestSocket = await listen(buyer);
      const guide = await listen(staff.GUIDE);
      const stranger = await listen(elsewhere.GUIDE);
      const otherGuest = await listen(cartGuest);

      const nmbr = await order(buyer, [{ productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' }], 'placed');
      const placed = (event: RealtimeEvent) => event.type === 'order.updated' && event.ordernmbr === nmbr && event.orderstate === ORDER_STATE.placed;
      expect(await guide.waitFor(placed)).toEqual({ type: 'order.updated', ordernmbr: nmbr, reservationId: buyer.reservationId, orderstate: ORDER_STATE.placed });
      await guestSocket.waitFor(placed);
      expect(guestSocket.events.filter((event) => event.type === 'order.updated').map((event) => event.type === 'order.updated' && event.orderstate)).toEqual([
        ORDER_STATE.open,
        ORDER_STATE.open,
        // The payment's outcome announces the paid order, as a webhook does.
        ORDER_STATE.paid,
        ORDER_STATE.placed,
      ]);

      // Barrier: an order at the stranger's own location reaches them; nothing of the first location came before it.
      const theirs = await order(await guestAt(elsewhere.GUIDE.locationId!, 'Theirs'), [{ productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' }], 'open');
      const isTheirs = (event: RealtimeEvent) => event.type === 'order.updated' && event.ordernmbr === theirs;
      // Their order was created and got a delivery: two events, the second one the barrier.
      await stranger.waitFor(() => stranger.events.filter(isTheirs).length === 2);
      expect(stranger.events.filter((event) => event.type === 'order.updated').map((event) => event.type === 'order.updated' && event.ordernmbr)).toEqual([theirs, theirs]);
      expect(otherGuest.events.some((event) => event.type === 'order.updated')).toBe(false);
    });
  });

  describe('delivered', () => {
    const delivered = (who: { token: string }, nmbr: number, value: boolean) => kit.request(who, 'POST', `${DELIVERIES}/${nmbr}/delivered`, { delivered: value });
    const refusal = async (response: Promise<Reply>) => {
      const answer = await response;
      return [answer.statusCode, (answer.json() as { code: string }).code];
    };

    it("lists each delivery at its product's own time and lets staff tick it off, which the guest sees", async () => {
      const guest = await guestAt(staff.GUIDE.locationId!, 'Early');
      const nmbr = await order(
        guest,
        [
          { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-17' },
          { productkey: 'croissants', quantity: 1, deliverydate: '2026-07-17' },
        ],
        'placed',
      );
      const day = `${DELIVERIES}/onDay/${Date.parse('2026-07-17T10:00:00Z')}`;
      const before = (await page(staff.CUBER, day)).items;
      expect(summary(before)).toEqual(['2026-07-17T06:30:00.000Z croissants×1 Early', '2026-07-17T10:00:00.000Z breakfast×1 Early']);
      expect(before.map((item) => item.delivered)).toEqual([null, null]);

      const croissants = before[0]!.nmbr;
      kit.clock.set('2026-07-17T06:40:00.000Z');
      const ticked = await ok(z.object({ nmbr: z.number(), delivered: z.string().nullable() }), delivered(staff.CUBER, croissants, true));
      expect(ticked).toEqual({ nmbr: croissants, delivered: expect.stringMatching(/^2026-07-17T06:40/) });
      // Ticking it again keeps the first time.
      kit.clock.set('2026-07-17T07:00:00.000Z');
      expect((await ok(z.object({ delivered: z.string().nullable() }), delivered(staff.GUIDE, croissants, true))).delivered).toBe(ticked.delivered);
      expect((await page(staff.CUBER, day)).items.map((item) => item.delivered)).toEqual([ticked.delivered, null]);
      const seen = await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${nmbr}`));
      expect(seen.orderdeliveries.map((item) => [item.productkey, item.delivered])).toEqual([
        ['croissants', ticked.delivered],
        ['breakfast', null],
      ]);

      expect((await ok(z.object({ delivered: z.string().nullable() }), delivered(staff.CUBER, croissants, false))).delivered).toBeNull();
      expect((await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${nmbr}`))).orderdeliveries.map((item) => item.delivered)).toEqual([null, null]);
    });

    it("refuses another location's delivery, one of an unpaid cart, a guest and bad input, and changes nothing", async () => {
      const items = (await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-15T10:00:00Z')}`)).items;
      const ours = items.find((item) => item.guest.firstname === 'Placed')!.nmbr;
      expect(await refusal(delivered(elsewhere.MANAGEMENT, ours, true))).toEqual([404, 'DELIVERY_NOT_FOUND']);
      const far = (await page(elsewhere.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-15T10:00:00Z')}`)).items[0]!.nmbr;
      expect(await refusal(delivered(staff.MANAGEMENT, far, true))).toEqual([404, 'DELIVERY_NOT_FOUND']);
      const cartDelivery = orderViewSchema.parse((await kit.request(cartGuest, 'GET', `${ORDER}/open`)).json()).orderdeliveries[0]!.nmbr;
      expect(await refusal(delivered(staff.MANAGEMENT, cartDelivery, true))).toEqual([404, 'DELIVERY_NOT_FOUND']);
      expect(await refusal(delivered(placedGuest, ours, true))).toEqual([403, 'UNAUTHORIZED']);
      expect((await refusal(kit.request(staff.GUIDE, 'POST', `${DELIVERIES}/${ours}/delivered`, { delivered: 'yes' })))[0]).toBe(400);
      const after = (await page(staff.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-15T10:00:00Z')}`)).items;
      expect(after.every((item) => item.delivered === null)).toBe(true);
      expect((await page(elsewhere.GUIDE, `${DELIVERIES}/onDay/${Date.parse('2026-07-15T10:00:00Z')}`)).items[0]?.delivered).toBeNull();
    });
  });
});
