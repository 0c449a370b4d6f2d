import { randomUUID } from 'node:crypto';
import {
  eurosFromCents,
  isFinalPaymentStatus,
  isSupportRole,
  ORDER_STATE,
  type AppLanguage,
  type PaymentReply,
  type PaymentStatus,
  type PaymentWay,
  type StaffOrderPayments,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import type { PaymentsPort, PspPaymentState } from '../../platform/payments/port';
import { recipientLanguage } from '../identity';
import type { OrderPayments, PaymentOutcome, PaymentOutcomeInput } from '../order';
import {
  addRefund,
  claimFinalStatus,
  findLatestPaymentOf,
  findPayment,
  findPaymentByPspId,
  findPaymentsOf,
  insertPayment,
  recordCreated,
  recordReversals,
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

/** What can still be refunded of a payment: paid, less what went back already (refunds and chargebacks). */
const refundableOf = (payment: PaymentRow): number =>
  payment.status === 'paid' ? Math.max(0, payment.amount_cents - payment.refunded_cents - payment.charged_back_cents) : 0;

function moneyOf(ordernmbr: number, payments: readonly PaymentRow[]): StaffOrderPayments {
  const sum = (cents: (payment: PaymentRow) => number) => payments.reduce((total, payment) => total + cents(payment), 0);
  return {
    ordernmbr,
    paidAmount: eurosFromCents(sum((payment) => (payment.status === 'paid' ? payment.amount_cents : 0))),
    refundedAmount: eurosFromCents(sum((payment) => payment.refunded_cents)),
    chargedBackAmount: eurosFromCents(sum((payment) => payment.charged_back_cents)),
    refundableAmount: eurosFromCents(sum(refundableOf)),
  };
}

/** Refunds are support's and management's: guides are refused. */
function assertMayRefund(staff: StaffCaller): void {
  if (!isSupportRole(staff.role)) throw new AppError('UNAUTHORIZED');
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

  /** The order's refunded and charged-back sums, as its payments now say. */
  async function recordOrderReversals(ordernmbr: number, now: Date): Promise<void> {
    const payments = await findPaymentsOf(db, ordernmbr);
    const sum = (cents: (payment: PaymentRow) => number) => payments.reduce((total, payment) => total + cents(payment), 0);
    await orders.recordReversals(db, {
      ordernmbr,
      refundedCents: sum((payment) => payment.refunded_cents),
      chargedBackCents: sum((payment) => payment.charged_back_cents),
      now,
    });
  }

  /** Keeps what the PSP says went back to the payer (refunds, chargebacks), and the order's sums with it. */
  async function recordPspReversals(payment: PaymentRow, state: PspPaymentState, now: Date): Promise<void> {
    const amounts = { refundedCents: state.refundedCents, chargedBackCents: state.chargedBackCents };
    if (await recordReversals(db, payment.nmbr, amounts, now.toISOString())) await recordOrderReversals(payment.order_nmbr, now);
  }

  /**
   * Asks the PSP for the payment and applies what it says; the PSP's word, never a caller's. Asked every time, also
   * after the payment was paid: a PSP calls the webhook again for a refund or a chargeback, with the status still paid.
   * An authorised payment is captured at once (it is an order the guest has confirmed by paying); the PSP reports it
   * paid when the capture succeeds.
   */
  async function refresh(payment: PaymentRow, now: Date): Promise<void> {
    if (payment.psp_id === null) return;
    const ref = { pspId: payment.psp_id, locationId: payment.location_id };
    let state = await psp.getPayment(ref);
    if (!state) return;
    if (state.isAuthorized && payment.applied_at === null) {
      await psp.capture(ref);
      state = (await psp.getPayment(ref)) ?? state;
    }
    await settle(payment, state.status, state.amountCents, now);
    await recordPspReversals(payment, state, now);
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
    /** The methods that can pay the guest's order's open amount (any amount without an order), in the guest's language. */
    async ways(guest: GuestCaller, now: Date, ordernmbr: number | undefined): Promise<PaymentWay[]> {
      const order = ordernmbr === undefined ? undefined : await orders.load(db, { guest, ordernmbr, now });
      const amountCents = order && Math.max(0, order.totalCents - order.paidCents);
      if (amountCents === 0) return [];
      return psp.methods({ amountCents, language: guest.language, locationId: order?.locationId ?? guest.locationId });
    },

    /** What was paid, refunded and charged back of an order of the staff member's location. */
    async staffPayments(staff: StaffCaller, ordernmbr: number): Promise<StaffOrderPayments> {
      assertMayRefund(staff);
      await orders.loadForStaff(db, { staff, ordernmbr });
      return moneyOf(ordernmbr, await findPaymentsOf(db, ordernmbr));
    },

    /**
     * Sends `amountCents` of what the guest paid for the order back through the PSP: from its paid payments, newest
     * first, each at most what is left of it. More than the order's refundable total is refused before the PSP is
     * asked; the PSP refuses what a concurrent refund or a chargeback took meanwhile.
     */
    async refund(staff: StaffCaller, now: Date, ordernmbr: number, amountCents: number, reason: string): Promise<StaffOrderPayments> {
      assertMayRefund(staff);
      await orders.loadForStaff(db, { staff, ordernmbr });
      const payments = await findPaymentsOf(db, ordernmbr);
      if (amountCents > payments.reduce((total, payment) => total + refundableOf(payment), 0)) throw new AppError('REFUND_TOO_LARGE');
      const at = now.toISOString();
      let left = amountCents;
      try {
        for (const payment of payments) {
          const take = Math.min(left, refundableOf(payment));
          if (take <= 0 || payment.psp_id === null) continue;
          const id = randomUUID();
          const { refundId } = await psp.refund({
            pspId: payment.psp_id,
            locationId: payment.location_id,
            amountCents: take,
            description: reason,
            idempotencyKey: `stay-refund-${id}`,
          });
          await addRefund(db, { id, payment_nmbr: payment.nmbr, psp_refund_id: refundId, amount_cents: take, reason, employee_id: staff.id, created_at: at }, at);
          left -= take;
          if (left === 0) break;
        }
      } finally {
        await recordOrderReversals(ordernmbr, now);
      }
      return moneyOf(ordernmbr, await findPaymentsOf(db, ordernmbr));
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
      // The payer's language: the PSP's page, its methods and the description on it are shown in it.
      const language = await recipientLanguage(db, { kind: 'person', id: guest.id });
      const ways = await psp.methods({ amountCents: order.totalCents - order.paidCents, language, locationId: order.locationId });
      if (!ways.some((way) => way.id === method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');

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
        // The app's order screen the PSP sends the payer back to, at the address the payment was started from.
        const orderScreen = `${returnOrigin(publicUrl, startedFrom)}/guest/services/orders/${ordernmbr}?payment=${started.nmbr}`;
        const created = await psp.createPayment({
          amountCents: started.amount_cents,
          description: PAYMENT_DESCRIPTION[language](ordernmbr),
          redirectUrl: orderScreen,
          // Cancelling at the PSP leads back to the same screen, which shows the payment cancelled and the order open.
          cancelUrl: orderScreen,
          webhookUrl: `${publicUrl}${WEBHOOK_PATH}`,
          method,
          metadata: { ordernmbr, payment: started.nmbr },
          idempotencyKey: `stay-payment-${started.nmbr}`,
          language,
          locationId: order.locationId,
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
