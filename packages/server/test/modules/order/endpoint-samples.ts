import { ORDER_STATE } from '@stay/contract';
import { insertDelivery, insertOrder } from '../../../src/modules/order';
import { updateReservation } from '../../../src/modules/reservation';
import { sharedProduct } from '../catalogue/endpoint-samples';
import { answered, type EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { Caller, RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the order module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestOrderApi.open': { request: async (world) => (await sharedOrder(world), { query: { orCreate: 'true' } }) },
  'guestOrderApi.get': { ownedByGuest: true, request: async (world) => ({ params: { nmbr: await sharedOrder(world) } }) },
  'guestOrderApi.addDelivery': {
    ownedByGuest: true,
    request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) }, body: await breakfastTomorrow(world) }),
  },
  'guestOrderApi.updateDelivery': {
    ownedByGuest: true,
    request: async (world, caller) => ({ params: await deliveryFor(world, caller), body: { quantity: 2 } }),
  },
  'guestOrderApi.deleteDelivery': { ownedByGuest: true, request: async (world, caller) => ({ params: await deliveryFor(world, caller) }) },
  'guestOrderApi.refreshRentalWindow': { ownedByGuest: true, request: async (world, caller) => ({ params: await deliveryFor(world, caller) }) },
  'guestOrderApi.placeOrder': { ownedByGuest: true, request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) } }) },
  'staffOrderDeliveryApi.list': { otherLocation: 'reads' },
  'staffOrderDeliveryApi.onDay': { otherLocation: 'reads', request: () => ({ params: { timestamp: Date.now() } }) },
  'staffOrderDeliveryApi.fromDay': { otherLocation: 'reads', request: () => ({ params: { timestamp: Date.now() - 86_400_000 } }) },
  'staffOrderDeliveryApi.markDelivered': {
    otherLocation: 'refused',
    request: async (world) => ({ params: { nmbr: await placedDelivery(world) }, body: { delivered: true } }),
  },
};

const placedDeliveries = new WeakMap<RoleAccessWorld, Promise<number>>();

/** A delivery of a placed order of guest A's stay, at the first location: what staff bring and tick off. */
function placedDelivery(world: RoleAccessWorld): Promise<number> {
  let delivery = placedDeliveries.get(world);
  if (!delivery) {
    delivery = (async () => {
      const stamp = new Date().toISOString();
      const order = await insertOrder(world.ctx.db, {
        reservation_id: world.stay.id,
        location_id: world.location.id,
        state: ORDER_STATE.placed,
        total_cents: 795,
        paid_cents: 795,
        created_at: stamp,
        updated_at: stamp,
        paid_at: stamp,
        placed_at: stamp,
      });
      return insertDelivery(world.ctx.db, {
        order_nmbr: order,
        productkey: 'breakfast',
        productname: 'Breakfast',
        productname_nl: null,
        unit: 'PIECE',
        quantity: 1,
        price_cents: 795,
        vat_rate: 9,
        options: '[]',
        delivery_date: stamp,
        delivery_day: stamp.slice(0, 10),
        agenda_nmbr: null,
        is_rental: 0,
        hold_until: null,
        hold_expired: 0,
        created_at: stamp,
        updated_at: stamp,
      });
    })();
    placedDeliveries.set(world, delivery);
  }
  return delivery;
}

const sharedOrders = new WeakMap<RoleAccessWorld, Promise<number>>();

/** Guest A's cart (their booking gets a relation first: without one no order can be made). */
export function sharedOrder(world: RoleAccessWorld): Promise<number> {
  let order = sharedOrders.get(world);
  if (!order) {
    order = (async () => {
      await updateReservation(world.ctx.db, world.stay.id, { relation_erp_uid: 'R-ROLE-ACCESS', relation_name: 'Role Access' });
      const url = '/api/guest/order/open?orCreate=true';
      return (await answered<{ order: { nmbr: number } }>(world.call(world.guest.token, { method: 'GET', url }))).order.nmbr;
    })();
    sharedOrders.set(world, order);
  }
  return order;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A delivery add payload for one breakfast tomorrow, a day of guest A's stay. Not today: today's delivery time may
 * have passed (DELIVERY_TIME_PASSED), depending on when the suite runs.
 */
export async function breakfastTomorrow(world: RoleAccessWorld) {
  const { productkey } = await sharedProduct(world);
  return { productkey, quantity: 1, deliverydate: new Date(Date.now() + DAY_MS).toISOString() };
}

const lastDeliveries = new WeakMap<RoleAccessWorld, { ordernmbr: number; deliverynmbr: number }>();

/**
 * A delivery in guest A's cart: a new one for guest A's own call (which may remove it); every other caller gets the
 * last one made, so a refused call is checked against data made before it (the last one there when a payment locks
 * the cart).
 */
async function deliveryFor(world: RoleAccessWorld, caller: Caller): Promise<{ ordernmbr: number; deliverynmbr: number }> {
  const last = lastDeliveries.get(world);
  if (last && caller.name !== 'GUEST') return last;
  const ordernmbr = await sharedOrder(world);
  const url = `/api/guest/order/${ordernmbr}/delivery`;
  const added = await world.call(world.guest.token, { method: 'POST', url, payload: await breakfastTomorrow(world) });
  const view = (added.statusCode === 200 ? added.json() : await answered(world.call(world.guest.token, { method: 'GET', url: `/api/guest/order/${ordernmbr}` }))) as {
    orderdeliveries: { nmbr: number }[];
  };
  const delivery = { ordernmbr, deliverynmbr: Math.max(1, ...view.orderdeliveries.map((row) => row.nmbr)) };
  lastDeliveries.set(world, delivery);
  return delivery;
}
