import { ORDER_STATE, calendarDayIn, deliveryInstant } from '@stay/contract';
import {
  createRentalsOf,
  creditPayment,
  type DbOrTrx,
  findDeliveriesOf,
  findOrder,
  findOrdersOf,
  findSellableProducts,
  insertDelivery,
  insertOrder,
  moveState,
  recomputeTotal,
  timeZoneOf,
} from '@stay/server/seeding';

export interface DemoOrderInput {
  reservationId: string;
  locationId: string;
  /** OPEN: a cart; PLACED: paid in full and placed (bike deliveries become rentals). */
  state: typeof ORDER_STATE.open | typeof ORDER_STATE.placed;
  /** `days` from today in the location's zone. */
  deliveries: { productkey: string; quantity: number; days: number; options?: readonly string[] }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo order priced from the location's catalogue, as the guest calls would make it. Idempotent per reservation:
 * a reservation that has any order already gets none. Answers the order's nmbr, or null when it was left alone
 * (or a product is missing from the catalogue).
 */
export async function insertDemoOrder(trx: DbOrTrx, input: DemoOrderInput, now: Date): Promise<number | null> {
  if ((await findOrdersOf(trx, input.reservationId)).length > 0) return null;
  const products = await findSellableProducts(
    trx,
    input.locationId,
    input.deliveries.map((delivery) => delivery.productkey),
  );
  if (input.deliveries.some((delivery) => !products.has(delivery.productkey))) return null;
  const timeZone = await timeZoneOf(trx, input.locationId);
  const stamp = now.toISOString();
  const nmbr = await insertOrder(trx, {
    reservation_id: input.reservationId,
    location_id: input.locationId,
    state: ORDER_STATE.open,
    total_cents: 0,
    paid_cents: 0,
    created_at: stamp,
    updated_at: stamp,
  });
  for (const delivery of input.deliveries) {
    const product = products.get(delivery.productkey)!;
    const options = product.options.filter((option) => delivery.options?.includes(option.productkey));
    const day = calendarDayIn(new Date(now.getTime() + delivery.days * DAY_MS), timeZone);
    const isRental = product.unit === 'DAY';
    await insertDelivery(trx, {
      order_nmbr: nmbr,
      productkey: product.productkey,
      productname: product.name,
      productname_nl: product.nameNl,
      productname_de: product.nameDe,
      productname_fr: product.nameFr,
      unit: product.unit,
      quantity: product.disableAmount ? 1 : delivery.quantity,
      price_cents: product.priceCents + options.reduce((sum, option) => sum + option.priceCents, 0),
      vat_rate: product.vatRate,
      options: JSON.stringify(
        options.map((option) => ({
          productkey: option.productkey,
          productname: option.productname,
          productnameNl: option.productnameNl,
          productnameDe: option.productnameDe,
          productnameFr: option.productnameFr,
          priceCents: option.priceCents,
        })),
      ),
      delivery_date: deliveryInstant(day, product.deliveryTime, timeZone).toISOString(),
      delivery_day: day,
      agenda_nmbr: null,
      is_rental: isRental ? 1 : 0,
      hold_until: isRental ? stamp : null,
      hold_expired: 0,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  await recomputeTotal(trx, nmbr, stamp);
  if (input.state === ORDER_STATE.placed) {
    const cart = await findOrder(trx, nmbr);
    if (!cart) return null;
    await creditPayment(trx, nmbr, 'demo-seed', cart.total_cents, stamp);
    await moveState(trx, nmbr, [ORDER_STATE.open], { state: ORDER_STATE.placed, paid_at: stamp, placed_at: stamp, updated_at: stamp });
    const placed = await findOrder(trx, nmbr);
    if (placed) await createRentalsOf(trx, placed, await findDeliveriesOf(trx, [nmbr]), now);
  }
  return nmbr;
}
