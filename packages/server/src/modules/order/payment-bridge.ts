import { ORDER_STATE } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import type { PushPort } from '../../platform/push/port';
import { publishOrderUpdated } from './events';
import { pushOrderOutcome } from './push';
import { creditPayment, findDeliveriesOf, findOrder, lockOrder, moveState } from './repository';
import { assertOwnOrder, hasExpiredHold } from './service';

/** An order as the payment module needs it. Amounts in cents. */
export interface OrderForPayment {
  nmbr: number;
  reservationId: string;
  locationId: string | null;
  state: number;
  totalCents: number;
  paidCents: number;
  /** A rental hold of the open order ran out: paying is refused (RENTAL_WINDOW_EXPIRED) until it is refreshed. */
  hasExpiredHold: boolean;
}

/** The guest's own order for paying (ORDER_NOT_FOUND / ORDER_NOT_YOURS); `now` decides whether holds ran out. */
export async function loadOrderForPayment(db: DbOrTrx, guest: GuestCaller, ordernmbr: number, now: Date): Promise<OrderForPayment> {
  const order = assertOwnOrder(await findOrder(db, ordernmbr), guest);
  const deliveries = await findDeliveriesOf(db, [order.nmbr]);
  return {
    nmbr: order.nmbr,
    reservationId: order.reservation_id,
    locationId: order.location_id,
    state: order.state,
    totalCents: order.total_cents,
    paidCents: order.paid_cents,
    hasExpiredHold: hasExpiredHold(order, deliveries, now),
  };
}

/**
 * Locks the cart for a payment: OPEN → PAYMENT_PENDING. False when the order was not open (a payment is already in
 * progress, or it is paid). Publishes `order.updated` when it moved.
 */
export async function markPaymentStarted(db: DbOrTrx, ordernmbr: number, now: Date, realtime?: RealtimePublisher): Promise<boolean> {
  const moved = await moveState(db, ordernmbr, [ORDER_STATE.open], { state: ORDER_STATE.paymentPending, updated_at: now.toISOString() });
  if (moved && realtime) {
    const order = await findOrder(db, ordernmbr);
    if (order) await publishOrderUpdated(db, realtime, order);
  }
  return moved;
}

export type PaymentOutcome = 'paid' | 'failed' | 'canceled' | 'expired';

/**
 * Applies a payment's final status to its order, once per payment (`paymentRef`, e.g. the payment's nmbr):
 * - paid: credits `amountCents` once; a fully paid order (open or pending) becomes PAID, a partly paid one OPEN again;
 * - failed, canceled, expired: PAYMENT_PENDING → OPEN (a paid or placed order is left alone).
 * A repeated or late outcome changes nothing. Answers the order's state afterwards. With `push`, the guests hear of
 * a move to paid or back to open.
 */
export async function applyPaymentOutcome(
  db: DbOrTrx,
  ordernmbr: number,
  outcome: PaymentOutcome,
  amountCents: number,
  now: Date,
  paymentRef: string,
  realtime?: RealtimePublisher,
  push?: PushPort,
): Promise<number> {
  const stamp = now.toISOString();
  const apply = async (trx: DbOrTrx) => {
    const order = await lockOrder(trx, ordernmbr);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (outcome !== 'paid') {
      const moved = await moveState(trx, ordernmbr, [ORDER_STATE.paymentPending], { state: ORDER_STATE.open, updated_at: stamp });
      return { moved, state: moved ? ORDER_STATE.open : order.state };
    }
    const credited = await creditPayment(trx, ordernmbr, paymentRef, amountCents, stamp);
    if (!credited) return { moved: false, state: order.state };
    const paidCents = order.paid_cents + amountCents;
    if (order.state > ORDER_STATE.paymentPending) return { moved: true, state: order.state };
    const state = paidCents >= order.total_cents ? ORDER_STATE.paid : ORDER_STATE.open;
    await moveState(trx, ordernmbr, [ORDER_STATE.open, ORDER_STATE.paymentPending], {
      state,
      updated_at: stamp,
      ...(state === ORDER_STATE.paid ? { paid_at: stamp } : {}),
    });
    return { moved: true, state };
  };
  // Inside the caller's transaction when it has one; else in one of its own.
  const result = db.isTransaction ? await apply(db) : await (db as Db).transaction().execute(apply);
  if (result.moved) {
    const order = await findOrder(db, ordernmbr);
    if (order) await publishOrderUpdated(db, realtime, order);
    if (order && push) await pushOrderOutcome(db, push, order);
  }
  return result.state;
}
