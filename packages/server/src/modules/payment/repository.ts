import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/database';

export type PaymentRow = Selectable<Database['payments']>;
export type NewPayment = Insertable<Database['payments']>;
export type NewPaymentRefund = Insertable<Database['payment_refunds']>;

export async function insertPayment(db: DbOrTrx, payment: NewPayment): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function findPayment(db: DbOrTrx, nmbr: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('nmbr', '=', nmbr).executeTakeFirst();
}

export function findPaymentByPspId(db: DbOrTrx, psp: string, pspId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('psp', '=', psp).where('psp_id', '=', pspId).executeTakeFirst();
}

/** The order's newest payment: the one in progress while the order is PAYMENT_PENDING. */
export function findLatestPaymentOf(db: DbOrTrx, orderNmbr: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_nmbr', '=', orderNmbr).orderBy('nmbr', 'desc').limit(1).executeTakeFirst();
}

/** Records what the PSP answered when it created the payment; answers the payment, or undefined when it was settled meanwhile. */
export function recordCreated(
  db: DbOrTrx,
  nmbr: number,
  created: { pspId: string; checkoutUrl: string | null; status: string; now: string },
): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payments')
    .set({ psp_id: created.pspId, checkout_url: created.checkoutUrl, status: created.status, updated_at: created.now })
    .where('nmbr', '=', nmbr)
    .where('applied_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** A status the PSP reported that is not final yet; a payment already applied keeps its final status. */
export async function recordStatus(db: DbOrTrx, nmbr: number, status: string, now: string): Promise<void> {
  await db.updateTable('payments').set({ status, updated_at: now }).where('nmbr', '=', nmbr).where('applied_at', 'is', null).execute();
}

/**
 * Marks the payment's final status as applied, once: true only for the call that did it, so the order is changed
 * once however many webhooks arrive (and in whichever order).
 */
export async function claimFinalStatus(db: DbOrTrx, nmbr: number, status: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status, checkout_url: null, applied_at: now, updated_at: now })
    .where('nmbr', '=', nmbr)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Undoes a claim whose application to the order failed, so a later webhook applies it. */
export async function releaseFinalStatus(db: DbOrTrx, nmbr: number, status: string): Promise<void> {
  await db.updateTable('payments').set({ status, applied_at: null }).where('nmbr', '=', nmbr).execute();
}

/** The order's payments, newest first. */
export function findPaymentsOf(db: DbOrTrx, orderNmbr: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('order_nmbr', '=', orderNmbr).orderBy('nmbr', 'desc').execute();
}

/** What the PSP says went back to the payer of this payment (refunds, chargebacks); false when nothing changed. */
export async function recordReversals(db: DbOrTrx, nmbr: number, amounts: { refundedCents: number; chargedBackCents: number }, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refunded_cents: amounts.refundedCents, charged_back_cents: amounts.chargedBackCents, updated_at: now })
    .where('nmbr', '=', nmbr)
    .where((eb) => eb.or([eb('refunded_cents', '!=', amounts.refundedCents), eb('charged_back_cents', '!=', amounts.chargedBackCents)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds a refund the PSP accepted to the payment's refunded total (the PSP's own total replaces it at its next word). */
export async function addRefund(db: DbOrTrx, refund: NewPaymentRefund, now: string): Promise<void> {
  await db.insertInto('payment_refunds').values(refund).execute();
  await db
    .updateTable('payments')
    .set({ refunded_cents: sql<number>`refunded_cents + ${refund.amount_cents}`, updated_at: now })
    .where('nmbr', '=', refund.payment_nmbr)
    .execute();
}
