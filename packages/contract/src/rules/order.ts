import { TZDate } from '@date-fns/tz';
import { DEFAULT_DELIVERY_TIME, DELIVERY_HOUR, OPEN_ORDER_MAX_STATE, PAID_ORDER_MIN_STATE } from '../constants';
import { addCalendarDays } from '../time/calendar-day';
import { calendarDayIn, endOfDayIn, instantAt } from '../time/zoned';

/**
 * Order states (`orderstate`). Only the thresholds are the wire's (open ≤ 10, paid ≥ 50); the values between are ours:
 * - OPEN 10: the cart, editable;
 * - PAYMENT_PENDING 20: a payment is in progress, the cart is locked; a failed, cancelled or expired payment returns
 *   the order to OPEN;
 * - PAID 50: paid in full, not yet placed;
 * - PLACED 60: placed; nothing changes any more.
 */
export const ORDER_STATE = { open: 10, paymentPending: 20, paid: 50, placed: 60 } as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];
export const ORDER_STATES = Object.values(ORDER_STATE) as OrderState[];


/** A cart delivery of a rental product holds its capacity this long after it was added or refreshed. */
export const RENTAL_HOLD_MINUTES = 15;

export const isOpen = (orderstate: number): boolean => orderstate <= OPEN_ORDER_MAX_STATE;
export const isPaid = (orderstate: number): boolean => orderstate >= PAID_ORDER_MIN_STATE;
export const isPlaced = (orderstate: number): boolean => orderstate >= ORDER_STATE.placed;

/** The order amounts the rules read; euros or cents alike, as long as both are the same. */
export interface OrderAmounts {
  orderstate: number;
  totalincl: number;
  paymentamount: number;
}

/** What is still to be paid: the total minus what was paid. */
export const openAmount = (order: Pick<OrderAmounts, 'totalincl' | 'paymentamount'>): number => order.totalincl - order.paymentamount;

/**
 * Placing needs at least one delivery and nothing left to pay (a cart of free items or fully discounted has nothing
 * to pay, so it is placed straight from open), no payment in progress, and an order not placed yet.
 */
export const canPlace = (order: OrderAmounts, deliveryCount: number): boolean => placeRefusal(order, deliveryCount) === null;

/** Why an order cannot be placed (the first reason), or null when it can. */
export type PlaceRefusal = 'already-placed' | 'no-deliveries' | 'not-paid' | 'open-amount';
export function placeRefusal(order: OrderAmounts, deliveryCount: number): PlaceRefusal | null {
  if (isPlaced(order.orderstate)) return 'already-placed';
  if (deliveryCount <= 0) return 'no-deliveries';
  if (!isOpen(order.orderstate) && !isPaid(order.orderstate)) return 'not-paid';
  if (openAmount(order) !== 0) return order.paymentamount > 0 ? 'open-amount' : 'not-paid';
  return null;
}

/** A rental hold of a cart delivery. */
export interface RentalSlot {
  /** Set when the hold was given up (e.g. the capacity went to someone else). */
  rentalWindowExpired?: boolean;
  /** UTC ISO instant (or Date) the hold ends. */
  rentalWindowEndDateTime: string | Date;
}

/** A rental slot is expired when flagged, or when now is past its window end. */
export const isRentalSlotExpired = (slot: RentalSlot, now: Date): boolean =>
  slot.rentalWindowExpired === true || now.getTime() > new Date(slot.rentalWindowEndDateTime).getTime();

/** The end of a rental hold that starts (or is refreshed) at `from`. */
export const rentalWindowEnd = (from: Date): Date => new Date(from.getTime() + RENTAL_HOLD_MINUTES * 60_000);

/** A product is a rental (holds capacity per day) when it is sold per DAY and has a capacity. */
export const isRentalProduct = (product: { unit: string; capacity: number | null }): boolean =>
  product.unit === 'DAY' && product.capacity !== null;

/** How many of a rental product are still free on a day, never below zero. */
export const remainingCapacity = (capacity: number, taken: number): number => Math.max(0, capacity - taken);

/** A delivery total in cents: (unit price + the options' prices) × quantity. */
export const deliveryTotalCents = (priceCents: number, optionCents: readonly number[], quantity: number): number =>
  (priceCents + optionCents.reduce((sum, cents) => sum + cents, 0)) * quantity;

/** Noon (DELIVERY_HOUR) in the zone on an ISO calendar day (yyyy-MM-dd). */
export function noonOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, DELIVERY_HOUR, 0, 0, 0, timeZone).getTime());
}

/**
 * A delivery date as stored: 12:00 in the park's zone on the calendar day (in that zone) of whatever instant the
 * client sent.
 */
export const deliveryNoon = (instant: Date | string, timeZone: string): Date => noonOfDay(calendarDayIn(instant, timeZone), timeZone);

/** The time (HH:mm, the park's clock) a product is delivered: its own, else noon. */
export const deliveryTimeOf = (product: { deliveryTime?: string | null }): string => product.deliveryTime ?? DEFAULT_DELIVERY_TIME;

/** When a delivery of a product is brought on a day: the product's delivery time (noon without one) in the zone. */
export const deliveryInstant = (day: string, deliveryTime: string | null | undefined, timeZone: string): Date =>
  instantAt(day, deliveryTime ?? DEFAULT_DELIVERY_TIME, timeZone);

/** What decides until when a product can be ordered for a day. */
export interface OrderedProduct {
  unit: string;
  deliveryTime?: string | null;
}

/**
 * When ordering a product for a day closes: at its delivery time. A rental (per DAY) is for the whole day, fetched
 * at the station, so it can be had until the day ends.
 */
export function orderingClosesAt(day: string, product: OrderedProduct, timeZone: string): Date {
  if (product.unit === 'DAY') return endOfDayIn(deliveryInstant(day, product.deliveryTime, timeZone), timeZone);
  return deliveryInstant(day, product.deliveryTime, timeZone);
}

/** Whether a day can no longer be ordered for: its delivery time (a rental: the day) has come. */
export const hasDeliveryTimePassed = (day: string, product: OrderedProduct, timeZone: string, now: Date): boolean =>
  orderingClosesAt(day, product, timeZone).getTime() <= now.getTime();

/**
 * The days a product can be ordered for: the stay's days in the park's zone (arrival day through departure day)
 * whose delivery time has not come yet. ISO calendar days, yyyy-MM-dd.
 */
export function orderableDays(stay: { startDateTime: string; endDateTime: string }, product: OrderedProduct, now: Date, timeZone: string): string[] {
  const first = calendarDayIn(stay.startDateTime, timeZone);
  const last = calendarDayIn(stay.endDateTime, timeZone);
  const today = calendarDayIn(now, timeZone);
  const days: string[] = [];
  for (let day = first > today ? first : today; day <= last; day = addCalendarDays(day, 1)) {
    if (!hasDeliveryTimePassed(day, product, timeZone, now)) days.push(day);
  }
  return days;
}

/** The stay's days in the zone run from the arrival day through the departure day, both included. */
export function isDayWithinStay(day: string, stay: { startDateTime: string; endDateTime: string }, timeZone: string): boolean {
  return day >= calendarDayIn(stay.startDateTime, timeZone) && day <= calendarDayIn(stay.endDateTime, timeZone);
}
