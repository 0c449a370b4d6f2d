import {
  ORDER_STATE,
  eurosFromCents,
  isRentalSlotExpired,
  rowTexts,
  textInLanguage,
  type AppLanguage,
  type ChatDelivery,
  type DeliveryOption,
  type OrderView,
  type StaffDelivery,
} from '@stay/contract';
import type { DeliveryRow, OrderRow, StaffDeliveryRow } from './repository';

/**
 * A delivery's stored options: `{ productkey, productname, productnameNl, productnameDe, productnameFr, priceCents }` as
 * JSON, named in every language as when ordered (options stored before German and French lack those).
 */
export interface StoredOption {
  productkey: string;
  productname: string;
  productnameNl?: string | null;
  productnameDe?: string | null;
  productnameFr?: string | null;
  priceCents: number;
}

/** Who reads an order: the guest's language and the location's content language, the fallback for a missing name. */
export interface OrderReading {
  language: AppLanguage;
  fallback: AppLanguage;
}

const ENGLISH: OrderReading = { language: 'en', fallback: 'en' };

const optionName = (option: StoredOption, { language, fallback }: OrderReading): string =>
  textInLanguage({ en: option.productname, nl: option.productnameNl, de: option.productnameDe, fr: option.productnameFr }, language, fallback);

export function parseOptions(json: string): StoredOption[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as StoredOption[]) : [];
  } catch {
    return [];
  }
}

const wireOptions = (json: string, reading: OrderReading): DeliveryOption[] =>
  parseOptions(json).map((option) => ({ productkey: option.productkey, productname: optionName(option, reading) }));

/**
 * Whether a rental hold no longer counts: only an open order's holds run out; with a payment in progress, paid or
 * placed the slot is kept.
 */
export const isHoldExpired = (order: Pick<OrderRow, 'state'>, delivery: DeliveryRow, now: Date): boolean =>
  order.state <= ORDER_STATE.open &&
  delivery.is_rental === 1 &&
  isRentalSlotExpired({ rentalWindowExpired: delivery.hold_expired === 1, rentalWindowEndDateTime: delivery.hold_until ?? new Date(0) }, now);

export function toOrderView(order: OrderRow, deliveries: readonly DeliveryRow[], now: Date, reading: OrderReading = ENGLISH): OrderView {
  return {
    order: {
      nmbr: order.nmbr,
      orderstate: order.state,
      paymentamount: eurosFromCents(order.paid_cents),
      refundedamount: eurosFromCents(order.refunded_cents),
      chargedbackamount: eurosFromCents(order.charged_back_cents),
      totalincl: eurosFromCents(order.total_cents),
      reservationId: order.reservation_id,
      created: order.created_at,
      placed: order.placed_at,
    },
    orderdeliveries: deliveries.map((delivery) => ({
      nmbr: delivery.nmbr,
      productkey: delivery.productkey,
      productname: textInLanguage(rowTexts(delivery, 'productname'), reading.language, reading.fallback),
      quantity: delivery.quantity,
      unit: delivery.unit,
      deliverydate: delivery.delivery_date,
      options: wireOptions(delivery.options, reading),
      priceincl: eurosFromCents(delivery.price_cents),
      totalincl: eurosFromCents(delivery.price_cents * delivery.quantity),
      delivered: delivery.delivered_at,
    })),
    deliveryproducts: deliveries
      .filter((delivery) => delivery.is_rental === 1)
      .map((delivery) => ({
        deliverynmbr: delivery.nmbr,
        productkey: delivery.productkey,
        rentalWindowExpired: isHoldExpired(order, delivery, now),
        rentalWindowEndDateTime: delivery.hold_until ?? delivery.created_at,
      })),
  };
}

export function toStaffDelivery(row: StaffDeliveryRow): StaffDelivery {
  return {
    nmbr: row.nmbr,
    deliverydate: row.delivery_date,
    productkey: row.productkey,
    productname: row.productname,
    quantity: row.quantity,
    unit: row.unit,
    options: wireOptions(row.options, ENGLISH),
    accommodation: row.suite_name,
    guest: { firstname: row.main_guest_firstname, surname: row.main_guest_surname },
    reservation: { _id: row.reservation_id, nmbr: row.reservation_number },
    chatnmbr: row.chat_nmbr,
    ordernmbr: row.order_nmbr,
    orderstate: row.order_state,
    orderchargedback: Number(row.order_charged_back_cents) > 0,
    orderrefunded: Number(row.order_refunded_cents) > 0,
    delivered: row.delivered_at,
  };
}

export const toChatDelivery = (
  row: Pick<ChatDelivery, 'productname' | 'quantity' | 'unit' | 'productkey'> & {
    delivery_date: string;
    delivered_at: string | null;
    order_nmbr: number;
    order_state: number;
  },
): ChatDelivery => ({
  deliverydate: row.delivery_date,
  productname: row.productname,
  quantity: row.quantity,
  unit: row.unit,
  productkey: row.productkey,
  ordernmbr: Number(row.order_nmbr),
  orderstate: Number(row.order_state),
  delivered: row.delivered_at,
});
