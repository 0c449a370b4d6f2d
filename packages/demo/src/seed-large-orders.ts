import { ORDER_STATE } from '@stay/contract';
import { iso } from './seed-large-clock';
import { pick, randomInt, type LargeCounts } from './seed-large-data';
import { BulkWriter, maxNumber, orderBulkTables, paymentsBulkTable, type DbOrTrx } from '@stay/server/seeding';
import type { LargeStay, LargeWorld } from './seed-large-stays';
import { DEMO_PRODUCTS } from './seed-demo-catalogue-data';

/** Rentals are left out: a placed rental would need its bike rental rows, which the large dataset does not model. */
const SOLD = DEMO_PRODUCTS.filter((product) => product.unit !== 'DAY');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface LargeOrdersCounts {
  orders: number;
  deliveries: number;
  payments: number;
}

/** How many orders each linked stay gets: `total` spread at random over them. */
function ordersPerStay(world: LargeWorld, total: number): Map<LargeStay, number> {
  const linked = world.stays.filter((stay) => stay.guest !== null);
  const perStay = new Map<LargeStay, number>();
  if (linked.length === 0) return perStay;
  for (let index = 0; index < total; index += 1) {
    const stay = linked[Math.floor(world.random() * linked.length)]!;
    perStay.set(stay, (perStay.get(stay) ?? 0) + 1);
  }
  return perStay;
}

/**
 * 100,000 orders at scale 1 on linked stays: placed and paid ones (with their deliveries during the stay, a paid test
 * PSP payment and its credit), and an open cart on some stays that have not ended (at most one per stay).
 */
export async function seedLargeOrders(trx: DbOrTrx, counts: LargeCounts, world: LargeWorld): Promise<LargeOrdersCounts> {
  const { random, clock } = world;
  const orders = new BulkWriter(trx, orderBulkTables.orders);
  const deliveries = new BulkWriter(trx, orderBulkTables.deliveries);
  const payments = new BulkWriter(trx, paymentsBulkTable);
  const credits = new BulkWriter(trx, orderBulkTables.paymentCredits);
  let orderNmbr = await maxNumber(trx, orderBulkTables.orders);
  let deliveryNmbr = await maxNumber(trx, orderBulkTables.deliveries);
  let paymentNmbr = await maxNumber(trx, paymentsBulkTable);
  const pending: { deliveries: (string | number | null)[][]; payment: (string | number | null)[] | null; credit: (string | number | null)[] | null }[] = [];

  for (const [stay, count] of ordersPerStay(world, counts.orders)) {
    const guest = stay.guest!;
    const hasCart = stay.endMs > clock.nowMs && random() < 0.3;
    for (let index = 0; index < count; index += 1) {
      const isCart = hasCart && index === count - 1;
      const firstDay = isCart ? Math.max(stay.startDay, Math.min(1, stay.endDay)) : stay.startDay;
      const lines = Array.from({ length: randomInt(random, 1, 3) }, () => {
        const product = pick(random, SOLD);
        return { product, day: clock.deliveryDay(randomInt(random, firstDay, stay.endDay)), quantity: product.disableAmount ? 1 : randomInt(random, 1, 4) };
      });
      const total = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
      const firstNoon = Math.min(...lines.map((line) => Date.parse(line.day.noon)));
      const earliest = guest.linkedAtMs + HOUR;
      const latest = Math.max(earliest, Math.min(clock.nowMs - MINUTE, firstNoon - 2 * HOUR));
      const placedMs = isCart ? Math.max(earliest, clock.nowMs - randomInt(random, 5, 600) * MINUTE) : Math.floor(earliest + random() * (latest - earliest));
      const createdMs = placedMs - randomInt(random, 2, 30) * MINUTE;
      orderNmbr += 1;
      const placed = iso(placedMs);
      await orders.add([
        orderNmbr, stay.id, stay.locationId, isCart ? ORDER_STATE.open : ORDER_STATE.placed, total, isCart ? 0 : total, iso(createdMs), placed,
        isCart ? null : placed, isCart ? null : placed,
      ]);
      const rows = lines.map((line) => {
        deliveryNmbr += 1;
        return [
          deliveryNmbr, orderNmbr, stay.locationId, line.product.productkey, line.product.name, line.product.nameNl, line.product.nameDe, line.product.nameFr,
          line.product.unit ?? 'PIECE', line.quantity,
          line.product.priceCents, line.product.vatRate, line.day.noon, line.day.day, iso(createdMs), iso(createdMs),
        ];
      });
      if (isCart) {
        pending.push({ deliveries: rows, payment: null, credit: null });
        continue;
      }
      paymentNmbr += 1;
      const paymentAt = iso(placedMs - MINUTE);
      pending.push({
        deliveries: rows,
        payment: [
          paymentNmbr, 'test', `large-${paymentNmbr}`, orderNmbr, stay.id, stay.locationId, guest.id, random() < 0.7 ? 'ideal' : 'creditcard', total, 'paid',
          paymentAt, placed, placed,
        ],
        credit: [orderNmbr, `payment-${paymentNmbr}`, total, placed],
      });
    }
  }
  await orders.flush();
  for (const item of pending) {
    for (const row of item.deliveries) await deliveries.add(row);
    if (item.payment) await payments.add(item.payment);
    if (item.credit) await credits.add(item.credit);
  }
  await deliveries.flush();
  await payments.flush();
  await credits.flush();
  return { orders: orders.written, deliveries: deliveries.written, payments: payments.written };
}
