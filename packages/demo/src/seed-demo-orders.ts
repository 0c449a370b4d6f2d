import { ORDER_STATE } from '@stay/contract';
import { type Db, findReservationById, locationExists } from '@stay/server/seeding';
import { insertDemoOrder } from './demo-orders';
import { DEMO_LOCATION, DEMO_RESERVATION_ID } from './demo-data';
import { DEMO_PRODUCT_KEYS } from './seed-demo-catalogue-data';
import { demoReservationIdOf } from './seed-demo-stays-data';

export interface SeedDemoOrdersOptions {
  now?: Date;
  log?: (line: string) => void;
}

/** The stay whose guest has a cart waiting (Finn Vos, in house since yesterday). */
export const DEMO_CART_STAY_KEY = 'noguide';

/**
 * Orders of the demo park, relative to now: the main demo guest's placed and paid order (breakfast for two
 * tomorrow, housekeeping tomorrow and an e-bike today, which is an active rental), and another guest's open cart
 * (groceries tomorrow, take-out today). Idempotent: a stay that has an order already is left alone.
 */
export async function seedDemoOrders(db: Db, options: SeedDemoOrdersOptions = {}): Promise<{ orders: number }> {
  const now = options.now ?? new Date();
  const log = options.log ?? console.log;
  if (!(await locationExists(db, DEMO_LOCATION.id))) {
    log('Demo orders: skipped (no demo location; seed the demo data first)');
    return { orders: 0 };
  }
  const orders = [
    {
      reservationId: DEMO_RESERVATION_ID,
      locationId: DEMO_LOCATION.id,
      state: ORDER_STATE.placed,
      deliveries: [
        { productkey: DEMO_PRODUCT_KEYS.breakfast, quantity: 2, days: 1 },
        { productkey: DEMO_PRODUCT_KEYS.housekeeping, quantity: 1, days: 1 },
        { productkey: DEMO_PRODUCT_KEYS.eBike, quantity: 1, days: 0 },
      ],
    },
    {
      reservationId: demoReservationIdOf(DEMO_CART_STAY_KEY),
      locationId: DEMO_LOCATION.id,
      state: ORDER_STATE.open,
      deliveries: [
        { productkey: DEMO_PRODUCT_KEYS.groceries, quantity: 1, days: 1 },
        { productkey: DEMO_PRODUCT_KEYS.takeOut, quantity: 2, days: 0 },
      ],
    },
  ] as const;
  let created = 0;
  for (const order of orders) {
    if (!(await findReservationById(db, order.reservationId))) continue;
    const nmbr = await db.transaction().execute((trx) => insertDemoOrder(trx, { ...order, deliveries: [...order.deliveries] }, now));
    if (nmbr !== null) created += 1;
  }
  if (created > 0) log(`Demo orders: ${created} created`);
  return { orders: created };
}
