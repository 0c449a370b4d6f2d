import { breakfastTomorrow, sharedOrder } from '../order/endpoint-samples';
import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import type { RoleAccessWorld } from '../../http/role-access/world';

const SUPPORT = ['CUBER', 'BACKOFFICE', 'MANAGEMENT'] as const;

/** Role-access and fuzz samples of the payment module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestPaymentApi.pay': {
    ownedByGuest: true,
    request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) }, body: { method: 'ideal' } }),
  },
  'guestPaymentApi.get': { ownedByGuest: true, request: async (world) => ({ params: { nmbr: await sharedPayment(world) } }) },
  'staffPaymentApi.payments': { otherLocation: 'refused', staffRoles: SUPPORT, request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) } }) },
  'staffPaymentApi.refund': {
    otherLocation: 'refused',
    staffRoles: SUPPORT,
    request: async (world) => ({ params: { ordernmbr: await sharedOrder(world) }, body: { amount: 0.01, reason: 'Role access' } }),
  },
};

const sharedPayments = new WeakMap<RoleAccessWorld, Promise<number>>();

/** A payment of guest A's cart, started by guest A (a breakfast in the cart first, so there is something to pay). */
function sharedPayment(world: RoleAccessWorld): Promise<number> {
  let payment = sharedPayments.get(world);
  if (!payment) {
    payment = (async () => {
      const ordernmbr = await sharedOrder(world);
      await world.call(world.guest.token, { method: 'POST', url: `/api/guest/order/${ordernmbr}/delivery`, payload: await breakfastTomorrow(world) });
      const paid = await world.call(world.guest.token, { method: 'POST', url: `/api/guest/order/${ordernmbr}/pay`, payload: { method: 'ideal' } });
      if (paid.statusCode === 200) return paid.json<{ payment: { nmbr: number } }>().payment.nmbr;
      const latest = await world.ctx.db.selectFrom('payments').select('nmbr').where('order_nmbr', '=', ordernmbr).orderBy('nmbr', 'desc').executeTakeFirst();
      if (!latest) throw new Error(`Setting up the role-access world failed: no payment (${paid.statusCode} ${paid.body})`);
      return latest.nmbr;
    })();
    sharedPayments.set(world, payment);
  }
  return payment;
}
