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
    request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) }, body: await breakfastToday(world) }),
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
};

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

/** A delivery add payload for one breakfast today (a day of guest A's stay). */
export async function breakfastToday(world: RoleAccessWorld) {
  const { productkey } = await sharedProduct(world);
  return { productkey, quantity: 1, deliverydate: new Date().toISOString() };
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
  const added = await world.call(world.guest.token, { method: 'POST', url, payload: await breakfastToday(world) });
  const view = (added.statusCode === 200 ? added.json() : await answered(world.call(world.guest.token, { method: 'GET', url: `/api/guest/order/${ordernmbr}` }))) as {
    orderdeliveries: { nmbr: number }[];
  };
  const delivery = { ordernmbr, deliverynmbr: Math.max(1, ...view.orderdeliveries.map((row) => row.nmbr)) };
  lastDeliveries.set(world, delivery);
  return delivery;
}
