import { ORDER_STATE } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { recipientLanguage } from '../identity';
import { findGuestsOf } from '../reservation';
import { orderUpdatedEvent, publishOrderUpdated } from './events';
import { orderOutcomeTexts } from './push';
import { creditPayment, findDeliveriesOf, findOrder, lockOrder, moveState, recordReversalsOf, startPaymentOf } from './repository';
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

export type PaymentOutcome = 'paid' | 'failed' | 'canceled' | 'expired';

export interface PaymentOutcomeInput {
  ordernmbr: number;
  outcome: PaymentOutcome;
  /** Credited when paid; 0 otherwise. */
  amountCents: number;
  /** Credits once per reference (e.g. `payment-<nmbr>`): a repeated or late outcome changes nothing. */
  paymentRef: string;
  now: Date;
}

/** An order's refunded and charged-back sums over all its payments, in cents. */
export interface ReversalsInput {
  ordernmbr: number;
  refundedCents: number;
  chargedBackCents: number;
  now: Date;
}

export interface OrderPaymentsDeps {
  realtime: RealtimePublisher;
  push: PushPort;
}

/**
 * What paying does to an order, in one place: loading the guest's order to pay, locking its cart for a payment, and
 * applying the payment's outcome with its live event and push notification.
 */
export function createOrderPayments({ realtime, push }: OrderPaymentsDeps) {
  return {
    /** The guest's own order for paying (ORDER_NOT_FOUND / ORDER_NOT_YOURS); `now` decides whether holds ran out. */
    async load(db: DbOrTrx, { guest, ordernmbr, now }: { guest: GuestCaller; ordernmbr: number; now: Date }): Promise<OrderForPayment> {
      const order = assertOwnOrder(await findOrder(db, ordernmbr), guest);
      const deliveries = await findDeliveriesOf(db, [ordernmbr]);
      return {
        nmbr: order.nmbr,
        reservationId: order.reservation_id,
        locationId: order.location_id,
        state: order.state,
        totalCents: order.total_cents,
        paidCents: order.paid_cents,
        hasExpiredHold: hasExpiredHold(order, deliveries, now),
      };
    },

    /** An order of the staff member's location (any location's for staff without one), else ORDER_NOT_FOUND. */
    async loadForStaff(db: DbOrTrx, { staff, ordernmbr }: { staff: StaffCaller; ordernmbr: number }): Promise<OrderForPayment> {
      const order = await findOrder(db, ordernmbr);
      if (!order || (staff.locationId !== null && order.location_id !== staff.locationId)) throw new AppError('ORDER_NOT_FOUND');
      return {
        nmbr: order.nmbr,
        reservationId: order.reservation_id,
        locationId: order.location_id,
        state: order.state,
        totalCents: order.total_cents,
        paidCents: order.paid_cents,
        hasExpiredHold: false,
      };
    },

    /**
     * Records what went back to the payer of an order's payments (the sums of their refunds and chargebacks); a
     * change is told live to the order's guests and the location's staff.
     */
    async recordReversals(db: DbOrTrx, { ordernmbr, refundedCents, chargedBackCents, now }: ReversalsInput): Promise<void> {
      if (!(await recordReversalsOf(db, ordernmbr, { refundedCents, chargedBackCents }, now.toISOString()))) return;
      const order = await findOrder(db, ordernmbr);
      if (order) await publishOrderUpdated(db, realtime, order);
    },

    /**
     * Locks the cart for a payment: OPEN → PAYMENT_PENDING, answering the amounts as they are under the lock (a change
     * that slipped in before is paid for too). Undefined when the order was not open (a payment is already in
     * progress, or it is paid). The order's event goes out when the payment ends; starting one is the guest's own doing.
     */
    async start(db: DbOrTrx, { ordernmbr, now }: { ordernmbr: number; now: Date }): Promise<{ totalCents: number; paidCents: number } | undefined> {
      const started = await startPaymentOf(db, ordernmbr, now.toISOString());
      return started && { totalCents: started.total_cents, paidCents: started.paid_cents };
    },

    /**
     * Applies a payment's final outcome to its order, once per `paymentRef`:
     * - paid: credits `amountCents` once; a fully paid order (open or pending) becomes PAID, a partly paid one OPEN again;
     * - failed, canceled, expired: PAYMENT_PENDING → OPEN (a paid or placed order is left alone).
     * Inside the caller's transaction when it has one, else in one of its own; a move is then told live to the guests and
     * the location's staff, and pushed to the guests when the order is paid or open again.
     * Answers the order's state afterwards.
     */
    async applyOutcome(db: DbOrTrx, { ordernmbr, outcome, amountCents, paymentRef, now }: PaymentOutcomeInput): Promise<number> {
      const stamp = now.toISOString();
      const apply = async (trx: DbOrTrx) => {
        const order = await lockOrder(trx, ordernmbr);
        if (!order) throw new AppError('ORDER_NOT_FOUND');
        if (outcome !== 'paid') {
          const reopened = await moveState(trx, ordernmbr, [ORDER_STATE.paymentPending], { state: ORDER_STATE.open, updated_at: stamp });
          return { moved: reopened, order: reopened ? { ...order, state: ORDER_STATE.open } : order };
        }
        if (!(await creditPayment(trx, ordernmbr, paymentRef, amountCents, stamp))) return { moved: false, order };
        if (order.state > ORDER_STATE.paymentPending) return { moved: true, order };
        const state = order.paid_cents + amountCents >= order.total_cents ? ORDER_STATE.paid : ORDER_STATE.open;
        await moveState(trx, ordernmbr, [ORDER_STATE.open, ORDER_STATE.paymentPending], {
          state,
          updated_at: stamp,
          ...(state === ORDER_STATE.paid ? { paid_at: stamp } : {}),
        });
        return { moved: true, order: { ...order, state } };
      };
      const { moved, order } = db.isTransaction ? await apply(db) : await (db as Db).transaction().execute(apply);
      if (!moved) return order.state;
      // The order moved: its guests and the location's staff hear of it live, the guests by push when paid or open again.
      const guests = await findGuestsOf(db, order.reservation_id);
      await realtime.publish(orderUpdatedEvent(order, guests));
      for (const guest of guests) {
        const recipient = { kind: 'person', id: guest.id } as const;
        const texts = orderOutcomeTexts(order, await recipientLanguage(db, recipient));
        if (!texts) return order.state;
        await push.send({ recipient, kind: 'order', ...texts, objecttype: 'ORDERS', objectkey: String(order.nmbr), chatnmbr: null });
      }
      return order.state;
    },
  };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
