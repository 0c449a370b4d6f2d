import { TZDate } from '@date-fns/tz';
import { endOfDay, startOfDay } from 'date-fns';
import {
  DEFAULT_TIME_ZONE,
  ORDER_STATE,
  calendarDayIn,
  deliveryInstant,
  hasDeliveryTimePassed,
  isOpen,
  isDayWithinStay,
  noonOfDay,
  placeRefusal,
  rentalWindowEnd,
  type AppLanguage,
  type DeliveryAddBody,
  type OrderView,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { findSellableProducts } from '../catalogue';
import { createRentalsForPlacedOrder } from '../rental';
import { findReservationById, requireCurrentReservation, type ReservationRow } from '../reservation';
import { findLocation, locationContentLanguage } from '../locations';
import { queueWebhookEvent } from '../pms';
import { publishOrderUpdated } from './events';
import { placedOrderEvent } from './webhook-event';
import {
  claimRentalDay,
  deleteDelivery,
  findCart,
  findCartWithDeliveries,
  findDeliveriesOf,
  findDeliveriesOfOrder,
  findDelivery,
  findOrder,
  findOrdersOf,
  insertCart,
  insertDelivery,
  lockOrder,
  moveState,
  recomputeTotal,
  takenOnDay,
  updateDelivery,
  type DeliveryRow,
  type OrderRow,
} from './repository';
import { isHoldExpired, toOrderView, type OrderReading, type StoredOption } from './to-wire';

export interface OrderServiceDeps {
  db: Db;
  realtime?: RealtimePublisher | undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The park's time zone of a reservation (the default zone when it has no location). */
export async function timeZoneOf(db: DbOrTrx, locationId: string | null): Promise<string> {
  const location = locationId ? await findLocation(db, locationId) : undefined;
  return location?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The calendar day (park zone) a sent delivery date means: a day as is, an instant on its day in the zone. */
const dayOfSentDate = (sent: string, timeZone: string): string => (ISO_DATE.test(sent) ? sent : calendarDayIn(sent, timeZone));

/** The order if it belongs to the guest's current reservation: ORDER_NOT_FOUND / ORDER_NOT_YOURS otherwise. */
export function assertOwnOrder(order: OrderRow | undefined, guest: GuestCaller): OrderRow {
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.reservation_id !== guest.reservationId) throw new AppError('ORDER_NOT_YOURS');
  return order;
}

/** The guest's language with the fallback of the order's location for names missing in it. */
async function readingOf(db: DbOrTrx, locationId: string | null, language: AppLanguage): Promise<OrderReading> {
  return { language, fallback: locationId === null ? 'en' : await locationContentLanguage(db, locationId) };
}

/** The order as the guest sees it, with its deliveries (read here unless the caller read them with the order). */
async function viewOf(db: DbOrTrx, order: OrderRow, now: Date, lang: AppLanguage, deliveries?: DeliveryRow[]): Promise<OrderView> {
  return toOrderView(order, deliveries ?? (await findDeliveriesOfOrder(db, order.nmbr)), now, await readingOf(db, order.location_id, lang));
}

/** A rental's window on its day: the whole calendar day in the park's zone. */
function rentalWindowOf(day: string, timeZone: string): { startDateTime: string; endDateTime: string } {
  const noon = new TZDate(noonOfDay(day, timeZone).getTime(), timeZone);
  return { startDateTime: new Date(startOfDay(noon).getTime()).toISOString(), endDateTime: new Date(endOfDay(noon).getTime()).toISOString() };
}

export function createOrderService({ db, realtime }: OrderServiceDeps) {
  const changed = async (order: OrderRow | undefined): Promise<void> => {
    if (order) await publishOrderUpdated(db, realtime, order);
  };

  /**
   * Runs a change of an open order in a transaction holding the order's lock, then answers the order reloaded and
   * tells its audience.
   */
  async function changeOpenOrder(
    guest: GuestCaller,
    now: Date,
    lang: AppLanguage,
    ordernmbr: number,
    change: (trx: DbOrTrx, order: OrderRow, reservation: ReservationRow, timeZone: string) => Promise<void>,
  ): Promise<OrderView> {
    await db.transaction().execute(async (trx) => {
      const order = assertOwnOrder(await lockOrder(trx, ordernmbr), guest);
      if (!isOpen(order.state)) throw new AppError('ORDER_ALREADY_DONE');
      const reservation = await findReservationById(trx, order.reservation_id);
      if (!reservation) throw new AppError('ORDER_NOT_FOUND');
      await change(trx, order, reservation, await timeZoneOf(trx, order.location_id));
      await recomputeTotal(trx, order.nmbr, now.toISOString());
    });
    const order = await findOrder(db, ordernmbr);
    await changed(order);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return viewOf(db, order, now, lang);
  }

  /** Refuses a rental beyond the day's capacity; takes the day's claim first so two takers run one after the other. */
  async function assertCapacity(
    trx: DbOrTrx,
    slot: { locationId: string; productkey: string; day: string; capacity: number | null; quantity: number; now: Date; exceptDelivery?: number },
  ): Promise<void> {
    if (slot.capacity === null) return;
    await claimRentalDay(trx, slot.locationId, slot.productkey, slot.day);
    const taken = await takenOnDay(trx, { ...slot, now: slot.now.toISOString() });
    if (taken + slot.quantity > slot.capacity) throw new AppError('PRODUCT_SOLD_OUT');
  }

  async function productOf(trx: DbOrTrx, order: OrderRow, productkey: string) {
    const product = order.location_id ? (await findSellableProducts(trx, order.location_id, [productkey])).get(productkey) : undefined;
    if (!product || product.hide) throw new AppError('PRODUCT_NOT_FOUND');
    return product;
  }

  return {
    /** The order history: every order of the stay but an empty cart, which holds nothing to look back on. */
    async list(guest: GuestCaller, now: Date, lang: AppLanguage): Promise<OrderView[]> {
      const reservation = await requireCurrentReservation(db, guest);
      const orders = await findOrdersOf(db, reservation.id);
      const deliveries = await findDeliveriesOf(
        db,
        orders.map((order) => order.nmbr),
      );
      const reading = await readingOf(db, reservation.location_id, lang);
      return orders
        .map((order) =>
          toOrderView(
            order,
            deliveries.filter((delivery) => delivery.order_nmbr === order.nmbr),
            now,
            reading,
          ),
        )
        .filter((view) => !(isOpen(view.order.orderstate) && view.orderdeliveries.length === 0));
    },

    /**
     * The current reservation's cart. The reservation itself is read only when there is no cart: a cart's reservation
     * exists (its orders go with it), so finding the cart by the guest's reservation id proves as much.
     */
    async open(guest: GuestCaller, now: Date, lang: AppLanguage, orCreate: boolean): Promise<OrderView | null> {
      const held = guest.reservationId ? await findCartWithDeliveries(db, guest.reservationId) : undefined;
      if (held) return viewOf(db, held.cart, now, lang, held.deliveries);
      const reservation = await requireCurrentReservation(db, guest);
      if (!orCreate) return null;
      if (!reservation.relation_erp_uid) throw new AppError('NO_RELATION_FOUND');
      const nmbr = await insertCart(db, { reservationId: reservation.id, locationId: reservation.location_id, now: now.toISOString() });
      const cart = await findCart(db, reservation.id);
      if (nmbr !== undefined) await changed(cart);
      return cart ? viewOf(db, cart, now, lang) : null;
    },

    async get(guest: GuestCaller, now: Date, lang: AppLanguage, nmbr: number): Promise<OrderView> {
      return viewOf(db, assertOwnOrder(await findOrder(db, nmbr), guest), now, lang);
    },

    async addDelivery(guest: GuestCaller, now: Date, lang: AppLanguage, ordernmbr: number, body: DeliveryAddBody): Promise<OrderView> {
      if (body.ordernmbr !== undefined && body.ordernmbr !== ordernmbr) {
        throw new AppError('INVALID_INPUT', 'ordernmbr: not the order of the path');
      }
      return changeOpenOrder(guest, now, lang, ordernmbr, async (trx, order, reservation, timeZone) => {
        const product = await productOf(trx, order, body.productkey);
        const day = dayOfSentDate(body.deliverydate, timeZone);
        // A day of the stay, and not one that has passed already.
        const stay = { startDateTime: reservation.start_date_time, endDateTime: reservation.end_date_time };
        if (!isDayWithinStay(day, stay, timeZone) || day < calendarDayIn(now, timeZone)) {
          throw new AppError('DELIVERY_OUTSIDE_STAY');
        }
        if (hasDeliveryTimePassed(day, product, timeZone, now)) throw new AppError('DELIVERY_TIME_PASSED');
        const options: StoredOption[] = [];
        for (const wanted of body.options) {
          const option = product.options.find((offered) => offered.productkey === wanted.productkey);
          if (!option) throw new AppError('INVALID_INPUT', `options: ${product.productkey} has no option ${wanted.productkey}`);
          if (!options.some((chosen) => chosen.productkey === option.productkey)) {
            options.push({
              productkey: option.productkey,
              productname: option.productname,
              productnameNl: option.productnameNl,
              productnameDe: option.productnameDe,
              productnameFr: option.productnameFr,
              priceCents: option.priceCents,
            });
          }
        }
        const quantity = product.disableAmount ? 1 : body.quantity;
        const isRental = product.unit === 'DAY';
        if (isRental && order.location_id) {
          await assertCapacity(trx, { locationId: order.location_id, productkey: product.productkey, day, capacity: product.capacity, quantity, now });
        }
        const stamp = now.toISOString();
        await insertDelivery(trx, {
          order_nmbr: order.nmbr,
          productkey: product.productkey,
          productname: product.name,
          productname_nl: product.nameNl,
          productname_de: product.nameDe,
          productname_fr: product.nameFr,
          unit: product.unit,
          quantity,
          price_cents: product.priceCents + options.reduce((sum, option) => sum + option.priceCents, 0),
          vat_rate: product.vatRate,
          options: JSON.stringify(options),
          delivery_date: deliveryInstant(day, product.deliveryTime, timeZone).toISOString(),
          delivery_day: day,
          agenda_nmbr: body.agendaNmbr ?? null,
          is_rental: isRental ? 1 : 0,
          hold_until: isRental ? rentalWindowEnd(now).toISOString() : null,
          hold_expired: 0,
          created_at: stamp,
          updated_at: stamp,
        });
      });
    },

    async updateDelivery(guest: GuestCaller, now: Date, lang: AppLanguage, ordernmbr: number, deliverynmbr: number, quantity: number): Promise<OrderView> {
      return changeOpenOrder(guest, now, lang, ordernmbr, async (trx, order) => {
        const delivery = await requireDelivery(trx, order.nmbr, deliverynmbr);
        const product = await productOf(trx, order, delivery.productkey);
        const amount = product.disableAmount ? 1 : quantity;
        const stamp = now.toISOString();
        if (delivery.is_rental === 1 && order.location_id) {
          await assertCapacity(trx, {
            locationId: order.location_id,
            productkey: delivery.productkey,
            day: delivery.delivery_day,
            capacity: product.capacity,
            quantity: amount,
            now,
            exceptDelivery: delivery.nmbr,
          });
          // The capacity was checked just now: the hold starts again.
          await updateDelivery(trx, delivery.nmbr, { quantity: amount, hold_until: rentalWindowEnd(now).toISOString(), hold_expired: 0, updated_at: stamp });
        } else {
          await updateDelivery(trx, delivery.nmbr, { quantity: amount, updated_at: stamp });
        }
      });
    },

    async deleteDelivery(guest: GuestCaller, now: Date, lang: AppLanguage, ordernmbr: number, deliverynmbr: number): Promise<OrderView> {
      return changeOpenOrder(guest, now, lang, ordernmbr, async (trx, order) => {
        await requireDelivery(trx, order.nmbr, deliverynmbr);
        await deleteDelivery(trx, deliverynmbr);
      });
    },

    async refreshRentalWindow(guest: GuestCaller, now: Date, lang: AppLanguage, ordernmbr: number, deliverynmbr: number): Promise<OrderView> {
      return changeOpenOrder(guest, now, lang, ordernmbr, async (trx, order) => {
        const delivery = await requireDelivery(trx, order.nmbr, deliverynmbr);
        if (delivery.is_rental !== 1) throw new AppError('INVALID_INPUT', 'deliverynmbr: not a rental');
        const product = await productOf(trx, order, delivery.productkey);
        if (order.location_id) {
          await assertCapacity(trx, {
            locationId: order.location_id,
            productkey: delivery.productkey,
            day: delivery.delivery_day,
            capacity: product.capacity,
            quantity: delivery.quantity,
            now,
            exceptDelivery: delivery.nmbr,
          });
        }
        await updateDelivery(trx, delivery.nmbr, { hold_until: rentalWindowEnd(now).toISOString(), hold_expired: 0, updated_at: now.toISOString() });
      });
    },

    async placeOrder(guest: GuestCaller, now: Date, lang: AppLanguage, ordernmbr: number): Promise<OrderView> {
      await db.transaction().execute(async (trx) => {
        const order = assertOwnOrder(await lockOrder(trx, ordernmbr), guest);
        const deliveries = await findDeliveriesOf(trx, [order.nmbr]);
        const refusal = placeRefusal({ orderstate: order.state, totalincl: order.total_cents, paymentamount: order.paid_cents }, deliveries.length);
        if (refusal === 'already-placed') throw new AppError('ORDER_ALREADY_DONE');
        if (refusal !== null) throw new AppError('ORDER_NOT_PLACEABLE');
        // A cart with nothing to pay is placed from open; its bikes must still be held, as paying would require.
        if (isOpen(order.state) && hasExpiredHold(order, deliveries, now)) throw new AppError('RENTAL_WINDOW_EXPIRED');
        const stamp = now.toISOString();
        const placed = { state: ORDER_STATE.placed, placed_at: stamp, updated_at: stamp, ...(isOpen(order.state) ? { paid_at: stamp } : {}) };
        if (!(await moveState(trx, order.nmbr, [ORDER_STATE.open, ORDER_STATE.paid], placed))) {
          throw new AppError('ORDER_ALREADY_DONE');
        }
        await createRentalsOf(trx, order, deliveries, now);
        if (order.location_id) {
          await queueWebhookEvent(trx, order.location_id, 'order.placed', placedOrderEvent(order, deliveries, stamp), now);
        }
      });
      const order = await findOrder(db, ordernmbr);
      await changed(order);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return viewOf(db, order, now, lang);
    },
  };
}

async function requireDelivery(trx: DbOrTrx, orderNmbr: number, deliveryNmbr: number): Promise<DeliveryRow> {
  const delivery = await findDelivery(trx, orderNmbr, deliveryNmbr);
  if (!delivery) throw new AppError('DELIVERY_NOT_FOUND');
  return delivery;
}

/** The rentals of a placed order's bike deliveries (unit DAY), each for the whole of its day. */
export async function createRentalsOf(trx: DbOrTrx, order: OrderRow, deliveries: readonly DeliveryRow[], now: Date): Promise<void> {
  const bikes = deliveries.filter((delivery) => delivery.is_rental === 1);
  if (bikes.length === 0 || !order.location_id) return;
  const timeZone = await timeZoneOf(trx, order.location_id);
  await createRentalsForPlacedOrder(
    trx,
    {
      reservationId: order.reservation_id,
      locationId: order.location_id,
      deliveries: bikes.map((delivery) => ({
        deliveryNmbr: delivery.nmbr,
        productkey: delivery.productkey,
        productname: delivery.productname,
        quantity: delivery.quantity,
        day: delivery.delivery_day,
        ...rentalWindowOf(delivery.delivery_day, timeZone),
      })),
    },
    now,
  );
}

export type OrderService = ReturnType<typeof createOrderService>;

/** Whether any rental hold of the open order has run out (pay is refused then). */
export const hasExpiredHold = (order: OrderRow, deliveries: readonly DeliveryRow[], now: Date): boolean =>
  deliveries.some((delivery) => isHoldExpired(order, delivery, now));

