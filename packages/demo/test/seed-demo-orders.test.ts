import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATE, chatSchema, orderViewSchema, rentalSchema, staffDeliveryPageSchema } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST, DEMO_STAFF_MEMBERS } from '../src/demo-data';
import { seedDemoCatalogue } from '../src/seed-demo-catalogue';
import { seedDemoOrders } from '../src/seed-demo-orders';
import { DEMO_STAYS } from '../src/seed-demo-stays-data';
import { DEMO_CART_STAY_KEY } from '../src/seed-demo-orders';
import { seedDemoData } from './seed-demo-data';

describeEachDialect(
  'demo orders seed',
  (ctx) => {
    let first: { orders: number };

    beforeAll(async () => {
      await seedDemoCatalogue(ctx.db, { log: () => {} });
      first = await seedDemoOrders(ctx.db, { log: () => {} });
    });

    const get = async (email: string, url: string) => {
      const session = await ctx.login(email);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it("gives the demo guest a placed and paid order whose e-bike is an active rental, once", async () => {
      expect(first).toEqual({ orders: 2 });
      expect(await seedDemoOrders(ctx.db, { log: () => {} })).toEqual({ orders: 0 });
      const [order, ...others] = z.array(orderViewSchema).parse(await get(DEMO_GUEST.email, '/api/guest/order'));
      expect(others).toEqual([]);
      expect(order?.order).toMatchObject({ orderstate: ORDER_STATE.placed, totalincl: 73.8, paymentamount: 73.8 });
      expect(order?.orderdeliveries.map((delivery) => [delivery.productkey, delivery.quantity])).toEqual([
        ['e-bike', 1],
        ['breakfast', 2],
        ['housekeeping', 1],
      ]);
      const reservation = z.object({ rentals: z.array(rentalSchema) }).parse(await get(DEMO_GUEST.email, '/api/guest/reservation/current'));
      expect(reservation.rentals).toMatchObject([{ productkey: 'e-bike', state: 'active' }]);
      const chat = chatSchema.parse(await get(DEMO_GUEST.email, '/api/guest/reservation/current/chat'));
      expect(chat.deliveries).toHaveLength(3);
    });

    it('gives another demo guest an open cart, and staff see only the placed order', async () => {
      const cartGuest = DEMO_STAYS.find((stay) => stay.key === DEMO_CART_STAY_KEY)!;
      const cart = orderViewSchema.parse(await get(cartGuest.email!, '/api/guest/order/open'));
      expect(cart.order).toMatchObject({ orderstate: ORDER_STATE.open, totalincl: 52.85 });
      const guide = DEMO_STAFF_MEMBERS.find((staff) => staff.role === 'GUIDE')!;
      const deliveries = staffDeliveryPageSchema.parse(await get(guide.email, '/api/employee/orderdelivery'));
      expect(deliveries.items.map((item) => item.guest.firstname)).toEqual([DEMO_GUEST.firstname, DEMO_GUEST.firstname, DEMO_GUEST.firstname]);
    });
  },
  { seed: seedDemoData },
);
