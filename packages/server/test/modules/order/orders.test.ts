import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATE, managedCategorySchema, managedProductSchema, orderViewSchema, reservationSchema, type OrderView, type StaffRole } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { countingStatements } from '../../support/statement-count';
import { useStayApp } from '../../support/stay-app';
import { buildApp } from '../../../src/app';
import { createOrderPayments, deliveriesForReservations, type PaymentOutcome } from '../../../src/modules/order/index';
import { ok } from '../../support/answers';

const ORDER = '/api/guest/order';
/** 10:00 in Amsterdam (CEST). The stays run from yesterday 15:00 to 18 July 10:00. */
const NOW = '2026-07-14T08:00:00.000Z';
const MINUTE = 60_000;

type Reply = { statusCode: number; body: string; json(): unknown };

describeEachDialect('guest orders', (ctx) => {
  const kit = useStayApp(ctx);
  /** The order side of paying, with the app's own live events and push. */
  const orderPayments = () => createOrderPayments(kit.app);
  /** Locks the cart for a payment; true when it moved from open. */
  const startPayment = async (ordernmbr: number) => (await orderPayments().start(ctx.db, { ordernmbr, now: kit.clock.now() })) !== undefined;
  const applyOutcome = (ordernmbr: number, outcome: PaymentOutcome, amountCents: number, paymentRef: string) =>
    orderPayments().applyOutcome(ctx.db, { ordernmbr, outcome, amountCents, paymentRef, now: kit.clock.now() });
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let anna: TestGuest;
  let bram: TestGuest;
  let carla: TestGuest;
  let noRelation: TestGuest;

  const refused = async (response: Promise<Reply>) => {
    const answer = await response;
    return { status: answer.statusCode, code: (answer.json() as { code: string }).code };
  };
  const cart = (who: TestGuest) => ok(orderViewSchema, kit.request(who, 'GET', `${ORDER}/open?orCreate=true`));
  const add = (who: TestGuest, ordernmbr: number, body: object) => kit.request(who, 'POST', `${ORDER}/${ordernmbr}/delivery`, { ordernmbr, ...body });
  const added = (who: TestGuest, ordernmbr: number, body: object) => ok(orderViewSchema, add(who, ordernmbr, body));
  const pay = async (view: OrderView, ref = `pay-${view.order.nmbr}`) => {
    expect(await startPayment(view.order.nmbr)).toBe(true);
    return applyOutcome(view.order.nmbr, 'paid', Math.round(view.order.totalincl * 100), ref);
  };
  const newGuest = async (firstname: string, options: { relation?: boolean; location?: string } = {}) =>
    (
      await ctx.factories.stay({
        now: new Date(NOW),
        locationId: options.location ?? locationId,
        suites: [`${firstname} Suite`],
        guest: { firstname, surname: 'Test' },
        ...(options.relation === false ? {} : { relation: { erpUid: `R-${firstname}`, name: `${firstname} Test` } }),
      })
    ).guest;

  beforeAll(async () => {
    kit.clock.set(NOW);
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    const category = (group: string, name: string) =>
      ok(managedCategorySchema, kit.request(staff.MANAGEMENT, 'POST', '/api/employee/webshopcategory', { name, group }));
    const food = (await category('food', 'Food'))._id;
    const services = (await category('services', 'Services'))._id;
    const bikes = (await category('bikes', 'Bikes'))._id;
    const product = (body: object) => ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'POST', '/api/employee/product', { vatRate: 9, img: '/products/breakfast.svg', ...body }));
    await product({ productkey: 'breakfast', name: 'Breakfast', nameNl: 'Ontbijt', categoryId: food, price: 7.95 });
    await product({ productkey: 'housekeeping', name: 'Housekeeping', categoryId: services, price: 7.95, disableAmount: true });
    await product({ productkey: 'hidden-wine', name: 'Wine', categoryId: food, price: 12.5, hide: true });
    await product({ productkey: 'croissants', name: 'Croissants', categoryId: food, price: 4.5, deliveryTime: '08:30' });
    await product({ productkey: 'welcome-gift', name: 'Welcome gift', categoryId: services, price: 0 });
    const bike = { categoryId: bikes, vatRate: 21, unit: 'DAY', options: [{ productkey: 'child-seat', productname: 'Child seat', productnameNl: 'Kinderzitje', price: 2.5 }] };
    await product({ ...bike, productkey: 'e-bike', name: 'E-bike', price: 49.95, capacity: 2 });
    await product({ ...bike, productkey: 'last-bike', name: 'Last e-bike', price: 49.95, capacity: 1 });
    await product({ ...bike, productkey: 'race-bike', name: 'Race e-bike', price: 49.95, capacity: 1 });
    await product({ ...bike, productkey: 'trial-bike', name: 'Trial bike', price: 0, capacity: 1, options: [] });
    anna = await newGuest('Anna');
    bram = await newGuest('Bram');
    carla = await newGuest('Carla');
    noRelation = await newGuest('Nora', { relation: false });
  });

  beforeEach(() => kit.clock.set(NOW));

  describe('the cart', () => {
    it('answers null without a cart, creates one with orCreate=true, and keeps one per reservation', async () => {
      const guest = await newGuest('Dirk');
      expect((await kit.request(guest, 'GET', `${ORDER}/open`)).json()).toBeNull();
      const [first, second] = await Promise.all([cart(guest), cart(guest)]);
      expect(first.order).toMatchObject({ orderstate: ORDER_STATE.open, totalincl: 0, paymentamount: 0, placed: null });
      expect(second.order.nmbr).toBe(first.order.nmbr);
      expect((await cart(guest)).order.nmbr).toBe(first.order.nmbr);
    });

    it('leaves an empty cart out of the order history: it holds nothing to look back on', async () => {
      const guest = await newGuest('Gijs');
      const { order } = await cart(guest);
      expect(await ok(z.array(orderViewSchema), kit.request(guest, 'GET', ORDER))).toEqual([]);
      await added(guest, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' });
      expect((await ok(z.array(orderViewSchema), kit.request(guest, 'GET', ORDER))).map((view) => view.order.nmbr)).toEqual([order.nmbr]);
    });

    it('answers an existing cart with one statement, the cart with its deliveries (the reservation is not read again)', async () => {
      const guest = await newGuest('Emma');
      const { order } = await cart(guest);
      await added(guest, order.nmbr, { productkey: 'breakfast', quantity: 2, deliverydate: '2026-07-16' });
      await added(guest, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' });
      const counting = countingStatements(ctx.db);
      const counted = await buildApp({ config: { ...ctx.config, replyCache: 'off' }, db: counting.db, logger: false, now: kit.clock.now });
      try {
        const open = () => counted.inject({ method: 'GET', url: `${ORDER}/open?orCreate=true`, headers: { accesstoken: guest.token } });
        // The first request loads the caller and the location, which later requests find kept.
        expect((await open()).statusCode).toBe(200);
        let again: Awaited<ReturnType<typeof open>> | undefined;
        // Only the request's own statements: the app's jobs (presence on PostgreSQL) run on the same handle meanwhile.
        expect(await counting.countOf(async () => (again = await open()))).toEqual({ statements: 1, writes: 0 });
        // The deliveries read as JSON are the deliveries read as rows (the order by its number), in delivery order.
        const byNumber = await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${order.nmbr}`));
        expect(again!.json()).toEqual(byNumber);
        expect(byNumber.orderdeliveries.map((delivery) => delivery.deliverydate.slice(0, 10))).toEqual(['2026-07-15', '2026-07-16']);
      } finally {
        await counted.close();
      }
    });

    it('answers RESERVATION_NOT_FOUND to a guest without a current reservation, with or without orCreate', async () => {
      const guest = await ctx.factories.guest({ firstname: 'Olga' });
      for (const url of [`${ORDER}/open`, `${ORDER}/open?orCreate=true`]) {
        expect(await refused(kit.request(guest, 'GET', url))).toEqual({ status: 404, code: 'RESERVATION_NOT_FOUND' });
      }
    });

    it('refuses to create an order for a reservation without a relation', async () => {
      expect(await refused(kit.request(noRelation, 'GET', `${ORDER}/open?orCreate=true`))).toEqual({ status: 409, code: 'NO_RELATION_FOUND' });
    });

    it('prices deliveries itself (options included), fixes housekeeping at 1 and stores noon in the park zone', async () => {
      const guest = await newGuest('Eva');
      const { order } = await cart(guest);
      // 23:30 on 14 July in Amsterdam is 21:30 UTC: still the 14th there.
      await added(guest, order.nmbr, { productkey: 'breakfast', quantity: 2, deliverydate: '2026-07-14T21:30:00Z', totalincl: 0.01 });
      await added(guest, order.nmbr, { productkey: 'housekeeping', quantity: 5, deliverydate: '2026-07-15' });
      const view = await added(guest, order.nmbr, {
        productkey: 'e-bike',
        quantity: 1,
        deliverydate: '2026-07-16T06:00:00+02:00',
        options: [{ productkey: 'child-seat', productname: 'forged name' }],
      });
      expect(view.orderdeliveries.map((d) => [d.productkey, d.quantity, d.deliverydate, d.priceincl, d.totalincl])).toEqual([
        ['breakfast', 2, '2026-07-14T10:00:00.000Z', 7.95, 15.9],
        ['housekeeping', 1, '2026-07-15T10:00:00.000Z', 7.95, 7.95],
        ['e-bike', 1, '2026-07-16T10:00:00.000Z', 52.45, 52.45],
      ]);
      expect(view.orderdeliveries[2]?.options).toEqual([{ productkey: 'child-seat', productname: 'Child seat' }]);
      expect(view.order.totalincl).toBe(76.3);
      const dutch = await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${order.nmbr}?lang=nl`));
      expect(dutch.orderdeliveries.map((d) => [d.productname, d.options.map((option) => option.productname)])).toEqual([
        ['Ontbijt', []],
        ['Housekeeping', []],
        ['E-bike', ['Kinderzitje']],
      ]);
      expect(view.deliveryproducts).toEqual([
        { deliverynmbr: view.orderdeliveries[2]?.nmbr, productkey: 'e-bike', rentalWindowExpired: false, rentalWindowEndDateTime: expect.any(String) },
      ]);
    });

    it('keeps the names in every language as they were when ordered, a missing one shown in the fallback', async () => {
      const products = '/api/employee/product';
      const food = (await ok(managedProductSchema, kit.request(staff.MANAGEMENT, 'GET', `${products}/breakfast`))).categoryId;
      await ok(
        managedProductSchema,
        kit.request(staff.MANAGEMENT, 'POST', products, {
          productkey: 'cheese-board',
          name: 'Cheese board',
          nameDe: 'Käseplatte',
          nameFr: 'Plateau de fromages',
          categoryId: food,
          price: 12,
          vatRate: 9,
          img: '/products/picnic-basket.svg',
          options: [{ productkey: 'grapes', productname: 'Grapes', productnameNl: 'Druiven', productnameDe: 'Trauben', productnameFr: 'Raisins', price: 2 }],
        }),
      );
      const guest = await newGuest('Franz');
      const { order } = await cart(guest);
      await added(guest, order.nmbr, { productkey: 'cheese-board', quantity: 1, deliverydate: '2026-07-15', options: [{ productkey: 'grapes', productname: 'Grapes' }] });
      // Renamed after ordering: the order keeps what the guest ordered.
      await ok(
        managedProductSchema,
        kit.request(staff.MANAGEMENT, 'POST', `${products}/cheese-board`, {
          nameDe: 'Käse',
          nameFr: 'Fromage',
          options: [{ productkey: 'grapes', productname: 'Grapes', price: 2 }],
        }),
      );
      const named = async (lang: string) => {
        const view = await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${order.nmbr}?lang=${lang}`));
        return view.orderdeliveries.map((delivery) => [delivery.productname, delivery.options.map((option) => option.productname)]);
      };
      expect(await named('de')).toEqual([['Käseplatte', ['Trauben']]]);
      expect(await named('fr')).toEqual([['Plateau de fromages', ['Raisins']]]);
      // No Dutch name: the location's content language (English here).
      expect(await named('nl')).toEqual([['Cheese board', ['Druiven']]]);
    });

    it('keeps deliveries within the stay, arrival day through departure day, and never on a day gone by', async () => {
      const arriving = (await ctx.factories.stay({ now: new Date(NOW), locationId, start: { days: 0, time: '15:00' }, end: { days: 3, time: '10:00' }, relation: { erpUid: 'R-I', name: 'I' } })).guest;
      const { order } = await cart(arriving);
      const outside = { status: 422, code: 'DELIVERY_OUTSIDE_STAY' };
      expect(await refused(add(arriving, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-13' }))).toEqual(outside);
      // 00:30 on 18 July in Amsterdam: the day after departure.
      expect(await refused(add(arriving, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-17T22:30:00Z' }))).toEqual(outside);
      await added(arriving, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-14' });
      const last = await added(arriving, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-17T21:59:00Z' });
      expect(last.orderdeliveries.map((delivery) => delivery.deliverydate)).toEqual(['2026-07-14T10:00:00.000Z', '2026-07-17T10:00:00.000Z']);
      // Anna arrived yesterday: yesterday is a day of her stay, but it has gone by.
      expect(await refused(add(anna, (await cart(anna)).order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-13' }))).toEqual(outside);
    });

    it("delivers at the product's own time, and refuses a day whose delivery time has passed", async () => {
      const guest = await newGuest('Otto');
      const { order } = await cart(guest);
      const passed = { status: 422, code: 'DELIVERY_TIME_PASSED' };
      // 10:00 in Amsterdam: today's croissants (08:30) have gone out, today's noon delivery not yet.
      expect(await refused(add(guest, order.nmbr, { productkey: 'croissants', quantity: 1, deliverydate: '2026-07-14' }))).toEqual(passed);
      await added(guest, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-14' });
      const view = await added(guest, order.nmbr, { productkey: 'croissants', quantity: 1, deliverydate: '2026-07-15T21:00:00Z' });
      expect(view.orderdeliveries.map((delivery) => [delivery.productkey, delivery.deliverydate, delivery.delivered])).toEqual([
        ['breakfast', '2026-07-14T10:00:00.000Z', null],
        ['croissants', '2026-07-15T06:30:00.000Z', null],
      ]);
      // From 12:00 today's noon delivery has gone out too.
      kit.clock.set('2026-07-14T10:00:00.000Z');
      expect(await refused(add(guest, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-14' }))).toEqual(passed);
      // A bike is rented for the whole day, fetched at the station: today can still be had.
      await added(guest, order.nmbr, { productkey: 'e-bike', quantity: 1, deliverydate: '2026-07-14' });
      expect((await cart(guest)).orderdeliveries).toHaveLength(3);
    });

    it('refuses hidden and unknown products, unknown options and a mismatched ordernmbr', async () => {
      const { order } = await cart(anna);
      const day = '2026-07-15';
      expect(await refused(add(anna, order.nmbr, { productkey: 'hidden-wine', quantity: 1, deliverydate: day }))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(await refused(add(anna, order.nmbr, { productkey: 'nope', quantity: 1, deliverydate: day }))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
      expect(
        await refused(add(anna, order.nmbr, { productkey: 'e-bike', quantity: 1, deliverydate: day, options: [{ productkey: 'jetpack', productname: 'Jetpack' }] })),
      ).toEqual({ status: 400, code: 'INVALID_INPUT' });
      expect(await refused(kit.request(anna, 'POST', `${ORDER}/${order.nmbr}/delivery`, { ordernmbr: order.nmbr + 1000, productkey: 'breakfast', quantity: 1, deliverydate: day }))).toEqual({
        status: 400,
        code: 'INVALID_INPUT',
      });
      expect(await refused(add(anna, order.nmbr, { productkey: 'breakfast', quantity: 0, deliverydate: day }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    });

    it('changes the amount and removes deliveries, with the total following', async () => {
      const guest = await newGuest('Fleur');
      const { order } = await cart(guest);
      const view = await added(guest, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' });
      const nmbr = view.orderdeliveries[0]!.nmbr;
      const changed = await ok(orderViewSchema, kit.request(guest, 'POST', `${ORDER}/${order.nmbr}/delivery/${nmbr}`, { quantity: 3 }));
      expect(changed.order.totalincl).toBe(23.85);
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${order.nmbr}/delivery/${nmbr + 1000}`, { quantity: 3 }))).toEqual({ status: 404, code: 'DELIVERY_NOT_FOUND' });
      const removed = await ok(orderViewSchema, kit.request(guest, 'DELETE', `${ORDER}/${order.nmbr}/delivery/${nmbr}`));
      expect(removed).toMatchObject({ order: { totalincl: 0 }, orderdeliveries: [] });
    });
  });

  describe('ownership', () => {
    it("refuses another guest's order, answers an unknown one as not found, and refuses staff", async () => {
      const { order } = await cart(anna);
      const view = await added(anna, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' });
      const delivery = view.orderdeliveries.at(-1)!.nmbr;
      const attempts = (nmbr: number) =>
        [
          kit.request(bram, 'GET', `${ORDER}/${nmbr}`),
          add(bram, nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' }),
          kit.request(bram, 'POST', `${ORDER}/${nmbr}/delivery/${delivery}`, { quantity: 2 }),
          kit.request(bram, 'DELETE', `${ORDER}/${nmbr}/delivery/${delivery}`),
          kit.request(bram, 'POST', `${ORDER}/${nmbr}/delivery/${delivery}/refreshRentalWindow`),
          kit.request(bram, 'POST', `${ORDER}/${nmbr}/placeOrder`),
        ] as const;
      for (const attempt of attempts(order.nmbr)) expect(await refused(attempt)).toEqual({ status: 403, code: 'ORDER_NOT_YOURS' });
      for (const attempt of attempts(order.nmbr + 100_000)) expect(await refused(attempt)).toEqual({ status: 404, code: 'ORDER_NOT_FOUND' });
      expect(await refused(kit.request(staff.MANAGEMENT, 'GET', `${ORDER}/${order.nmbr}`))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      await expect(orderPayments().load(ctx.db, { guest: { ...(await callerOf(bram)) }, ordernmbr: order.nmbr, now: kit.clock.now() })).rejects.toMatchObject({ code: 'ORDER_NOT_YOURS' });
      const unchanged = await ok(orderViewSchema, kit.request(anna, 'GET', `${ORDER}/${order.nmbr}`));
      expect(unchanged.orderdeliveries).toEqual(view.orderdeliveries);
      await ok(orderViewSchema, kit.request(anna, 'DELETE', `${ORDER}/${order.nmbr}/delivery/${delivery}`));
    });

    it("sells a guest only their own park's products", async () => {
      const elsewhere = await ctx.factories.location({ name: 'Other park' });
      const far = await newGuest('Farah', { location: elsewhere.id });
      const { order } = await cart(far);
      expect(await refused(add(far, order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' }))).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    });
  });

  describe('rental holds', () => {
    it('holds bikes for 15 minutes, sells out beyond the capacity, and renews an expired hold only when free', async () => {
      const day = '2026-07-17';
      const first = (await cart(bram)).order.nmbr;
      const second = (await cart(carla)).order.nmbr;
      const held = await added(bram, first, { productkey: 'e-bike', quantity: 2, deliverydate: day });
      const bramBikes = held.orderdeliveries.find((d) => d.productkey === 'e-bike')!.nmbr;
      expect(await refused(add(carla, second, { productkey: 'e-bike', quantity: 1, deliverydate: day }))).toEqual({ status: 409, code: 'PRODUCT_SOLD_OUT' });
      // Another day is free.
      await added(carla, second, { productkey: 'e-bike', quantity: 2, deliverydate: '2026-07-18' });

      kit.clock.set(new Date(Date.parse(NOW) + 16 * MINUTE));
      const expired = await ok(orderViewSchema, kit.request(bram, 'GET', `${ORDER}/${first}`));
      expect(expired.deliveryproducts.find((p) => p.deliverynmbr === bramBikes)?.rentalWindowExpired).toBe(true);
      expect((await orderPayments().load(ctx.db, { guest: await callerOf(bram), ordernmbr: first, now: kit.clock.now() })).hasExpiredHold).toBe(true);
      const carlaView = await added(carla, second, { productkey: 'e-bike', quantity: 1, deliverydate: day });
      expect(await refused(kit.request(bram, 'POST', `${ORDER}/${first}/delivery/${bramBikes}/refreshRentalWindow`))).toEqual({ status: 409, code: 'PRODUCT_SOLD_OUT' });

      const carlaBike = carlaView.orderdeliveries.find((d) => d.productkey === 'e-bike' && d.deliverydate.startsWith(day))!.nmbr;
      await ok(orderViewSchema, kit.request(carla, 'DELETE', `${ORDER}/${second}/delivery/${carlaBike}`));
      const renewed = await ok(orderViewSchema, kit.request(bram, 'POST', `${ORDER}/${first}/delivery/${bramBikes}/refreshRentalWindow`));
      const hold = renewed.deliveryproducts.find((p) => p.deliverynmbr === bramBikes)!;
      expect(hold.rentalWindowExpired).toBe(false);
      expect(Date.parse(hold.rentalWindowEndDateTime)).toBeGreaterThanOrEqual(Date.parse(NOW) + 30 * MINUTE);
      for (const delivery of renewed.orderdeliveries) await ok(orderViewSchema, kit.request(bram, 'DELETE', `${ORDER}/${first}/delivery/${delivery.nmbr}`));
    });

    it('refuses a larger amount of bikes than the day has left', async () => {
      const guest = await newGuest('Iris');
      const nmbr = (await cart(guest)).order.nmbr;
      const view = await added(guest, nmbr, { productkey: 'e-bike', quantity: 1, deliverydate: '2026-07-15' });
      const bike = view.orderdeliveries[0]!.nmbr;
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/delivery/${bike}`, { quantity: 3 }))).toEqual({ status: 409, code: 'PRODUCT_SOLD_OUT' });
      const two = await ok(orderViewSchema, kit.request(guest, 'POST', `${ORDER}/${nmbr}/delivery/${bike}`, { quantity: 2 }));
      expect(two.order.totalincl).toBe(99.9);
      await ok(orderViewSchema, kit.request(guest, 'DELETE', `${ORDER}/${nmbr}/delivery/${bike}`));
    });

    it('gives the last e-bike of a day to exactly one of two guests asking at once', async () => {
      const [one, two] = [await newGuest('Race1'), await newGuest('Race2')];
      const [oneOrder, twoOrder] = [(await cart(one)).order.nmbr, (await cart(two)).order.nmbr];
      const answers = await Promise.all([
        add(one, oneOrder, { productkey: 'race-bike', quantity: 1, deliverydate: '2026-07-15' }),
        add(two, twoOrder, { productkey: 'race-bike', quantity: 1, deliverydate: '2026-07-15' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.map((answer) => (answer.json() as { code?: string }).code).filter(Boolean)).toEqual(['PRODUCT_SOLD_OUT']);
    });

    it('keeps the slot of a cart whose payment is in progress, and for good once paid', async () => {
      const [payer, other] = [await newGuest('Payer'), await newGuest('Other')];
      const view = await added(payer, (await cart(payer)).order.nmbr, { productkey: 'last-bike', quantity: 1, deliverydate: '2026-07-15' });
      expect(await startPayment(view.order.nmbr)).toBe(true);
      kit.clock.set(new Date(Date.parse(NOW) + 60 * MINUTE));
      const otherOrder = (await cart(other)).order.nmbr;
      expect(await refused(add(other, otherOrder, { productkey: 'last-bike', quantity: 1, deliverydate: '2026-07-15' }))).toEqual({ status: 409, code: 'PRODUCT_SOLD_OUT' });
      expect(await applyOutcome(view.order.nmbr, 'paid', 4995, 'p-1')).toBe(ORDER_STATE.paid);
      kit.clock.set(new Date(Date.parse(NOW) + 600 * MINUTE));
      expect(await refused(add(other, otherOrder, { productkey: 'last-bike', quantity: 1, deliverydate: '2026-07-15' }))).toEqual({ status: 409, code: 'PRODUCT_SOLD_OUT' });
      const paid = await ok(orderViewSchema, kit.request(payer, 'GET', `${ORDER}/${view.order.nmbr}`));
      expect(paid.deliveryproducts[0]?.rentalWindowExpired).toBe(false);
    });
  });

  describe('payment outcomes', () => {
    it('locks the cart while paying, reopens it on failure and credits a payment once', async () => {
      const guest = await newGuest('Gijs');
      const view = await added(guest, (await cart(guest)).order.nmbr, { productkey: 'breakfast', quantity: 2, deliverydate: '2026-07-15' });
      const nmbr = view.order.nmbr;
      expect(await startPayment(nmbr)).toBe(true);
      expect(await startPayment(nmbr)).toBe(false);
      expect(await refused(add(guest, nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' }))).toEqual({ status: 409, code: 'ORDER_ALREADY_DONE' });
      expect((await cart(guest)).order).toMatchObject({ nmbr, orderstate: ORDER_STATE.paymentPending });

      expect(await applyOutcome(nmbr, 'failed', 0, 'p-fail')).toBe(ORDER_STATE.open);
      expect(await applyOutcome(nmbr, 'canceled', 0, 'p-fail')).toBe(ORDER_STATE.open);
      await startPayment(nmbr);
      expect(await applyOutcome(nmbr, 'paid', 1590, 'p-ok')).toBe(ORDER_STATE.paid);
      expect(await applyOutcome(nmbr, 'paid', 1590, 'p-ok')).toBe(ORDER_STATE.paid);
      expect(await applyOutcome(nmbr, 'expired', 0, 'p-late')).toBe(ORDER_STATE.paid);
      const paid = await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${nmbr}`));
      expect(paid.order).toMatchObject({ orderstate: ORDER_STATE.paid, totalincl: 15.9, paymentamount: 15.9 });
      // A paid order is no longer the cart: orCreate starts a new one.
      expect((await cart(guest)).order.nmbr).not.toBe(nmbr);
    });

    it('leaves a partly paid order open with the rest to pay', async () => {
      const guest = await newGuest('Hugo');
      const view = await added(guest, (await cart(guest)).order.nmbr, { productkey: 'breakfast', quantity: 2, deliverydate: '2026-07-15' });
      await startPayment(view.order.nmbr);
      expect(await applyOutcome(view.order.nmbr, 'paid', 795, 'p-half')).toBe(ORDER_STATE.open);
      const open = await ok(orderViewSchema, kit.request(guest, 'GET', `${ORDER}/${view.order.nmbr}`));
      expect(open.order).toMatchObject({ orderstate: ORDER_STATE.open, totalincl: 15.9, paymentamount: 7.95 });
      await startPayment(view.order.nmbr);
      expect(await applyOutcome(view.order.nmbr, 'paid', 795, 'p-rest')).toBe(ORDER_STATE.paid);
    });
  });

  describe('placing', () => {
    it('places a paid order with deliveries once, even when asked twice at once, and turns its bikes into rentals', async () => {
      const guest = await newGuest('Hanna');
      const nmbr = (await cart(guest)).order.nmbr;
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`))).toEqual({ status: 409, code: 'ORDER_NOT_PLACEABLE' });
      await added(guest, nmbr, { productkey: 'breakfast', quantity: 2, deliverydate: '2026-07-15' });
      const view = await added(guest, nmbr, { productkey: 'e-bike', quantity: 1, deliverydate: '2026-07-14' });
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`))).toEqual({ status: 409, code: 'ORDER_NOT_PLACEABLE' });
      await pay(view);

      const answers = await Promise.all([kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`), kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const placed = orderViewSchema.parse(answers.find((answer) => answer.statusCode === 200)!.json());
      expect(placed.order).toMatchObject({ nmbr, orderstate: ORDER_STATE.placed, placed: expect.any(String) });
      expect((answers.find((answer) => answer.statusCode === 409)!.json() as { code: string }).code).toBe('ORDER_ALREADY_DONE');
      const { rentals } = reservationSchema.parse((await kit.request(guest, 'GET', '/api/guest/reservation/current')).json());
      expect(rentals.map((rental) => [rental.productkey, rental.startDateTime, rental.endDateTime])).toEqual([
        ['e-bike', '2026-07-13T22:00:00.000Z', '2026-07-14T21:59:59.999Z'],
      ]);
      expect(await refused(kit.request(guest, 'DELETE', `${ORDER}/${nmbr}/delivery/${placed.orderdeliveries[0]!.nmbr}`))).toEqual({ status: 409, code: 'ORDER_ALREADY_DONE' });

      const history = await ok(z.array(orderViewSchema), kit.request(guest, 'GET', ORDER));
      expect(history[0]?.order.nmbr).toBe(nmbr);
      const next = await cart(guest);
      await added(guest, next.order.nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-16' });
      expect((await ok(z.array(orderViewSchema), kit.request(guest, 'GET', ORDER))).map((order) => order.order.nmbr)).toEqual([next.order.nmbr, nmbr]);

      const chatDeliveries = await deliveriesForReservations(ctx.db, [guest.reservationId!, anna.reservationId!]);
      expect(chatDeliveries.get(guest.reservationId!)?.map((d) => [d.productkey, d.deliverydate, d.quantity])).toEqual([
        ['e-bike', '2026-07-14T10:00:00.000Z', 1],
        ['breakfast', '2026-07-15T10:00:00.000Z', 2],
      ]);
      expect(chatDeliveries.has(anna.reservationId!)).toBe(false);
    });
  });

  describe('a cart that totals 0', () => {
    it('is placed straight from open, with nothing to pay', async () => {
      const guest = await newGuest('Femke');
      const nmbr = (await cart(guest)).order.nmbr;
      const view = await added(guest, nmbr, { productkey: 'welcome-gift', quantity: 1, deliverydate: '2026-07-15' });
      expect(view.order).toMatchObject({ orderstate: ORDER_STATE.open, totalincl: 0, paymentamount: 0 });
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/pay`, { method: 'ideal' }))).toEqual({ status: 409, code: 'ORDER_NOT_PAYABLE' });
      const placed = await ok(orderViewSchema, kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`));
      expect(placed.order).toMatchObject({ nmbr, orderstate: ORDER_STATE.placed, placed: expect.any(String) });
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`))).toEqual({ status: 409, code: 'ORDER_ALREADY_DONE' });
    });

    it("queues order.placed for the location's webhooks in the same transaction, once", async () => {
      const webhookId = `webhook-orders-${ctx.dialect}`;
      await ctx.db.insertInto('webhooks').values({ id: webhookId, location_id: locationId, url: 'https://93.184.215.14/hooks', secret: 'whsec_test', created_by: null, created_at: NOW }).execute();
      const guest = await newGuest('Hanna');
      const nmbr = (await cart(guest)).order.nmbr;
      await added(guest, nmbr, { productkey: 'welcome-gift', quantity: 2, deliverydate: '2026-07-15' });
      await ok(orderViewSchema, kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`));
      await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`));
      const queued = await ctx.db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).execute();
      await ctx.db.deleteFrom('webhooks').where('id', '=', webhookId).execute();
      expect(queued.map((delivery) => delivery.event)).toEqual(['order.placed']);
      expect(JSON.parse(queued[0]?.payload ?? '')).toMatchObject({
        type: 'order.placed',
        locationId,
        reservation: { reservationNumber: expect.any(String), externalId: null },
        data: { orderNumber: nmbr, totalCents: 0, deliveries: [{ product: 'welcome-gift', quantity: 2, day: '2026-07-15' }] },
      });
    });

    it('is not placed while a free bike hold has run out, nor once something is to pay', async () => {
      const guest = await newGuest('Gerrit');
      const nmbr = (await cart(guest)).order.nmbr;
      await added(guest, nmbr, { productkey: 'trial-bike', quantity: 1, deliverydate: '2026-07-15' });
      kit.clock.set(new Date(Date.parse(NOW) + 16 * MINUTE).toISOString());
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`))).toEqual({ status: 409, code: 'RENTAL_WINDOW_EXPIRED' });
      await added(guest, nmbr, { productkey: 'breakfast', quantity: 1, deliverydate: '2026-07-15' });
      expect(await refused(kit.request(guest, 'POST', `${ORDER}/${nmbr}/placeOrder`))).toEqual({ status: 409, code: 'ORDER_NOT_PLACEABLE' });
      expect((await cart(guest)).order.orderstate).toBe(ORDER_STATE.open);
    });
  });

  /** The caller object the payment module hands in, for a test guest. */
  async function callerOf(guest: TestGuest) {
    return {
      kind: 'person' as const,
      role: 'GUEST' as const,
      id: guest.id,
      accountId: guest.accountId,
      firstname: guest.firstname,
      surname: guest.surname,
      email: guest.email,
      language: 'en' as const,
      locationId,
      reservationId: guest.reservationId,
      identity: {} as never,
      permissions: async () => ({}),
    };
  }
});
