import { isFinalPaymentStatus, ORDER_STATE, type AppLanguage, type PaymentReply, type PaymentStatus, type PaymentWay } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import type { PaymentsPort } from '../../platform/payments/port';
import { recipientLanguage } from '../identity';
import type { OrderPayments, PaymentOutcome, PaymentOutcomeInput } from '../order';
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
import { returnOrigin, type PayRequestOrigin } from './return-origin';

export interface PaymentServiceDeps {
  db: Db;
  psp: PaymentsPort;
  /** What paying does to an order (the order module's createOrderPayments). */
  orders: OrderPayments;
  /** The app's public address: the return address and the webhook are built on it. */
  publicUrl: string;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** What the payer sees on the PSP's page and their statement, in their language. */
const PAYMENT_DESCRIPTION: Record<AppLanguage, (ordernmbr: number) => string> = {
  en: (ordernmbr) => `Order ${ordernmbr}`,
  nl: (ordernmbr) => `Bestelling ${ordernmbr}`,
  de: (ordernmbr) => `Bestellung ${ordernmbr}`,
  fr: (ordernmbr) => `Commande ${ordernmbr}`,
};

export const WEBHOOK_PATH = '/api/payment/webhook';

/** The order outcome of a payment's final status: paid credits its amount once per payment, the others credit nothing. */
function outcomeOf(payment: PaymentRow, status: PaymentStatus, amountCents: number, now: Date): PaymentOutcomeInput {
  return {
    ordernmbr: payment.order_nmbr,
    outcome: status as PaymentOutcome,
    amountCents: status === 'paid' ? amountCents : 0,
    paymentRef: `payment-${payment.nmbr}`,
    now,
  };
}

export function createPaymentService({ db, psp, orders, publicUrl }: PaymentServiceDeps) {
  /**
   * Brings our payment up to the PSP's word: records a status that is not final; a final one is claimed once (the
   * conditional `applied_at` update) and only the claiming call applies it to the order, so duplicate or concurrent
   * webhooks change the order once. Paid is credited once per payment by the order module; a payment that ended unpaid
   * reopens the order only while it is the order's newest (a late webhook of an older payment must not reopen the
   * order a newer payment is running for).
   */
  async function settle(payment: PaymentRow, status: PaymentStatus, amountCents: number, now: Date): Promise<void> {
    if (payment.applied_at !== null) return;
    const at = now.toISOString();
    if (!isFinalPaymentStatus(status)) {
      if (status !== payment.status) await recordStatus(db, payment.nmbr, status, at);
      return;
    }
    const outcome = outcomeOf(payment, status, amountCents, now);
    const isNewest = status === 'paid' || (await findLatestPaymentOf(db, payment.order_nmbr))?.nmbr === payment.nmbr;
    if (!(await claimFinalStatus(db, payment.nmbr, status, at)) || !isNewest) return;
    try {
      await orders.applyOutcome(db, outcome);
    } catch (error) {
      // Not applied after all: the next webhook (or the guest's next look) tries again.
      await releaseFinalStatus(db, payment.nmbr, payment.status);
      throw error;
    }
  }

  /** Asks the PSP for the payment's status and applies it; the PSP's word, never a caller's. */
  async function refresh(payment: PaymentRow, now: Date): Promise<void> {
    if (payment.applied_at !== null || payment.psp_id === null) return;
    const state = await psp.getPayment(payment.psp_id);
    if (state) await settle(payment, state.status, state.amountCents, now);
  }

  /** The payment as it is after asking the PSP. */
  async function refreshed(payment: PaymentRow, now: Date): Promise<PaymentRow> {
    if (payment.applied_at !== null || payment.psp_id === null) return payment;
    await refresh(payment, now);
    return (await findPayment(db, payment.nmbr)) ?? payment;
  }

  async function ownPayment(guest: GuestCaller, nmbr: number): Promise<PaymentRow> {
    const payment = await findPayment(db, nmbr);
    if (!payment || guest.reservationId === null || payment.reservation_id !== guest.reservationId) throw new AppError('PAYMENT_NOT_FOUND');
    return payment;
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
      return { payment: paymentToWire(await refreshed(await ownPayment(guest, nmbr), now)) };
    },

    /**
     * Pays the order's open amount. While a payment is in progress its answer is that payment (a double tap charges
     * once), after asking the PSP whether it ended meanwhile (a lost webhook); an ended one lets a new one start.
     */
    async pay(guest: GuestCaller, now: Date, ordernmbr: number, method: string, startedFrom: PayRequestOrigin): Promise<PaymentReply> {
      let order = await orders.load(db, { guest, ordernmbr, now });
      if (order.state === ORDER_STATE.paymentPending) {
        const latest = await findLatestPaymentOf(db, ordernmbr);
        const current = latest ? await refreshed(latest, now) : undefined;
        if (current && !isFinalPaymentStatus(current.status as PaymentStatus)) return { payment: paymentToWire(current) };
        // The newest payment has ended yet the order still waits (its outcome was interrupted): apply it again.
        if (current) await orders.applyOutcome(db, outcomeOf(current, current.status as PaymentStatus, current.amount_cents, now));
        order = await orders.load(db, { guest, ordernmbr, now });
      }
      if (order.state > ORDER_STATE.open || order.totalCents - order.paidCents <= 0) throw new AppError('ORDER_NOT_PAYABLE');
      if (order.hasExpiredHold) throw new AppError('RENTAL_WINDOW_EXPIRED');
      if (!(await psp.methods()).some((way) => way.id === method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');

      const at = now.toISOString();
      const started = await db.transaction().execute(async (trx) => {
        const locked = await orders.start(trx, { ordernmbr, now });
        if (!locked) return undefined;
        const amountCents = locked.totalCents - locked.paidCents;
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

      let recorded: PaymentRow | undefined;
      try {
        // The payer's language: the PSP's page and the description on it are shown in it.
        const language = await recipientLanguage(db, { kind: 'person', id: guest.id });
        const created = await psp.createPayment({
          amountCents: started.amount_cents,
          description: PAYMENT_DESCRIPTION[language](ordernmbr),
          // The app's order screen the PSP sends the payer back to, at the address the payment was started from.
          redirectUrl: `${returnOrigin(publicUrl, startedFrom)}/guest/services/orders/${ordernmbr}?payment=${started.nmbr}`,
          webhookUrl: `${publicUrl}${WEBHOOK_PATH}`,
          method,
          metadata: { ordernmbr, payment: started.nmbr },
          idempotencyKey: `stay-payment-${started.nmbr}`,
          language,
        });
        recorded = await recordCreated(db, started.nmbr, { ...created, now: at });
      } catch (error) {
        // The PSP never took the payment: it ends failed and the order is open again.
        await settle(started, 'failed', 0, now);
        throw error instanceof AppError ? error : new AppError('PAYMENT_PROVIDER_ERROR');
      }
      // A webhook that settled the payment meanwhile leaves nothing to record: answer the payment as it is.
      return { payment: paymentToWire(recorded ?? (await findPayment(db, started.nmbr)) ?? started) };
    },

    /**
     * The PSP's notification: only the id is read from it. An id we do not know is ignored; otherwise the status is
     * fetched from the PSP and applied once.
     */
    async webhook(now: Date, pspId: string): Promise<void> {
      const payment = await findPaymentByPspId(db, psp.psp, pspId);
      if (payment) await refresh(payment, now);
    },
  };
}
