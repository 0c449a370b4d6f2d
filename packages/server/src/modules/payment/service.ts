import { isFinalPaymentStatus, ORDER_STATE, type PaymentReply, type PaymentStatus, type PaymentWay } from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import type { PaymentsPort } from '../../platform/payments/port';
import {
  claimFinalStatus,
  findLatestPaymentOf,
  findPayment,
  findPaymentByPspId,
  insertPayment,
  recordCreated,
  releaseFinalStatus,
  recordStatus,
  type PaymentRow,
} from './repository';
import { paymentToWire } from './to-wire';

/** The final statuses that end a payment without paying: the order returns to open. */
type Unpaid = 'failed' | 'canceled' | 'expired';

/** What the payment module needs of an order (the order module's index.ts provides it). */
export interface OrderPayments {
  /** The order of the guest's reservation (ORDER_NOT_FOUND / ORDER_NOT_YOURS otherwise), with its open amount. */
  load(
    db: DbOrTrx,
    guest: GuestCaller,
    ordernmbr: number,
    now: Date,
  ): Promise<{ nmbr: number; reservationId: string; locationId: string | null; state: number; totalCents: number; paidCents: number; hasExpiredHold: boolean }>;
  /** OPEN → PAYMENT_PENDING, only from OPEN: false when another request got there first. */
  markStarted(db: DbOrTrx, ordernmbr: number, now: Date): Promise<boolean>;
  /**
   * Applies a final outcome: paid credits the amount once per `paymentRef` (→ PAID); the others move PAYMENT_PENDING
   * back to OPEN.
   */
  applyOutcome(db: Db, input: { ordernmbr: number; outcome: 'paid' | Unpaid; amountCents: number; paymentRef: string; now: Date }): Promise<void>;
}

export interface PaymentServiceDeps {
  db: Db;
  psp: PaymentsPort;
  orders: OrderPayments;
  /** The app's public address: the return address and the webhook are built on it. */
  publicUrl: string;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** The app's order screen the PSP sends the payer back to. */
export const returnPath = (ordernmbr: number, paymentNmbr: number) => `/guest/services/orders/${ordernmbr}?payment=${paymentNmbr}`;
export const WEBHOOK_PATH = '/api/payment/webhook';

export function createPaymentService({ db, psp, orders, publicUrl }: PaymentServiceDeps) {
  /**
   * Applies a payment's final status to its order. Paid is credited once per payment by the order module; a payment
   * that ended unpaid reopens the order only while it is the order's newest (a late webhook of an older payment must
   * not reopen the order a newer payment is running for).
   */
  async function applyToOrder(payment: PaymentRow, status: PaymentStatus, amountCents: number, now: Date): Promise<void> {
    if (status !== 'paid' && (await findLatestPaymentOf(db, payment.order_nmbr))?.nmbr !== payment.nmbr) return;
    await orders.applyOutcome(db, {
      ordernmbr: payment.order_nmbr,
      outcome: status as 'paid' | Unpaid,
      amountCents: status === 'paid' ? amountCents : 0,
      paymentRef: `payment-${payment.nmbr}`,
      now,
    });
  }

  /**
   * Brings our payment up to the PSP's word: records a status that is not final; a final one is claimed once (the
   * conditional `applied_at` update) and only the claiming call applies it to the order, so duplicate or concurrent
   * webhooks change the order once.
   */
  async function sync(payment: PaymentRow, status: PaymentStatus, amountCents: number, now: Date): Promise<void> {
    if (payment.applied_at !== null) return;
    if (!isFinalPaymentStatus(status)) {
      if (status !== payment.status) await recordStatus(db, payment.nmbr, status, now.toISOString());
      return;
    }
    if (!(await claimFinalStatus(db, payment.nmbr, status, now.toISOString()))) return;
    try {
      await applyToOrder(payment, status, amountCents, now);
    } catch (error) {
      // Not applied after all: the next webhook (or the guest's next look) tries again.
      await releaseFinalStatus(db, payment.nmbr, payment.status);
      throw error;
    }
  }

  /** Asks the PSP for the payment's status and applies it; the PSP's word, never a caller's. */
  async function refresh(payment: PaymentRow, now: Date): Promise<PaymentRow> {
    if (payment.applied_at !== null || payment.psp_id === null) return payment;
    const state = await psp.getPayment(payment.psp_id);
    if (!state) return payment;
    await sync(payment, state.status, state.amountCents, now);
    return (await findPayment(db, payment.nmbr)) ?? payment;
  }

  async function ownPayment(guest: GuestCaller, nmbr: number): Promise<PaymentRow> {
    const payment = await findPayment(db, nmbr);
    if (!payment || guest.reservationId === null || payment.reservation_id !== guest.reservationId) throw new AppError('PAYMENT_NOT_FOUND');
    return payment;
  }

  async function startPayment(guest: GuestCaller, now: Date, ordernmbr: number, method: string) {
    const at = now.toISOString();
    const started = await db.transaction().execute(async (trx) => {
      if (!(await orders.markStarted(trx, ordernmbr, now))) return undefined;
      // Read the amount only now that the cart is locked: a change that slipped in before the lock is paid for too.
      const order = await orders.load(trx, guest, ordernmbr, now);
      const amountCents = order.totalCents - order.paidCents;
      if (amountCents <= 0) throw new AppError('ORDER_NOT_PAYABLE');
      return insertPayment(trx, {
        psp: psp.psp,
        psp_id: null,
        order_nmbr: order.nmbr,
        reservation_id: order.reservationId,
        location_id: order.locationId,
        person_id: guest.id,
        method,
        amount_cents: amountCents,
        status: 'open',
        checkout_url: null,
        created_at: at,
        updated_at: at,
        applied_at: null,
      });
    });
    // Another tap started the payment first: answer that one.
    if (!started) return inProgress(ordernmbr);

    try {
      const created = await psp.createPayment({
        amountCents: started.amount_cents,
        description: `Order ${ordernmbr}`,
        redirectUrl: `${publicUrl}${returnPath(ordernmbr, started.nmbr)}`,
        webhookUrl: `${publicUrl}${WEBHOOK_PATH}`,
        method,
        metadata: { ordernmbr, payment: started.nmbr },
        idempotencyKey: `stay-payment-${started.nmbr}`,
      });
      await recordCreated(db, started.nmbr, { ...created, now: at });
    } catch (error) {
      // The PSP never took the payment: it ends failed and the order is open again.
      await sync(started, 'failed', 0, now);
      throw error instanceof AppError ? error : new AppError('PAYMENT_PROVIDER_ERROR');
    }
    return { payment: paymentToWire((await findPayment(db, started.nmbr)) ?? started) };
  }

  async function inProgress(ordernmbr: number): Promise<PaymentReply> {
    const latest = await findLatestPaymentOf(db, ordernmbr);
    if (!latest) throw new AppError('ORDER_NOT_PAYABLE');
    return { payment: paymentToWire(latest) };
  }

  return {
    async ways(): Promise<PaymentWay[]> {
      return psp.methods();
    },

    async get(guest: GuestCaller, now: Date, nmbr: number): Promise<PaymentReply> {
      return { payment: paymentToWire(await refresh(await ownPayment(guest, nmbr), now)) };
    },

    /**
     * Pays the order's open amount. While a payment is in progress its answer is that payment (a double tap charges
     * once), after asking the PSP whether it ended meanwhile (a lost webhook); an ended one lets a new one start.
     */
    async pay(guest: GuestCaller, now: Date, ordernmbr: number, method: string): Promise<PaymentReply> {
      let order = await orders.load(db, guest, ordernmbr, now);
      if (order.state === ORDER_STATE.paymentPending) {
        const latest = await findLatestPaymentOf(db, ordernmbr);
        const current = latest ? await refresh(latest, now) : undefined;
        if (current && !isFinalPaymentStatus(current.status as PaymentStatus)) return { payment: paymentToWire(current) };
        // The newest payment has ended yet the order still waits (its outcome was interrupted): apply it again.
        if (current) await applyToOrder(current, current.status as PaymentStatus, current.amount_cents, now);
        order = await orders.load(db, guest, ordernmbr, now);
      }
      const openCents = order.totalCents - order.paidCents;
      if (order.state > ORDER_STATE.open || openCents <= 0) throw new AppError('ORDER_NOT_PAYABLE');
      if (order.hasExpiredHold) throw new AppError('RENTAL_WINDOW_EXPIRED');
      const ways = await psp.methods();
      if (!ways.some((way) => way.id === method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      return startPayment(guest, now, ordernmbr, method);
    },

    /**
     * The PSP's notification: only the id is read from it. An id we do not know is ignored; otherwise the status is
     * fetched from the PSP and applied once.
     */
    async webhook(now: Date, pspId: string): Promise<void> {
      const payment = await findPaymentByPspId(db, psp.psp, pspId);
      if (!payment) return;
      await refresh(payment, now);
    },
  };
}
