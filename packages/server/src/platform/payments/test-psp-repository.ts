import type { DbOrTrx } from '../../db/database';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { TestPspPaymentsTable } from '../../db/tables/payments';

export type TestPspPaymentRow = Selectable<TestPspPaymentsTable>;
export type NewTestPspPayment = Omit<TestPspPaymentRow, 'refunded_cents'>;

export async function insertTestPspPayment(db: DbOrTrx, row: NewTestPspPayment): Promise<void> {
  await db.insertInto('test_psp_payments').values(row).onConflict((conflict) => conflict.column('idempotency_key').doNothing()).execute();
}

export async function findTestPspPayment(db: DbOrTrx, id: string): Promise<TestPspPaymentRow | undefined> {
  return db.selectFrom('test_psp_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTestPspPaymentByKey(db: DbOrTrx, idempotencyKey: string): Promise<TestPspPaymentRow | undefined> {
  return db.selectFrom('test_psp_payments').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** Moves an open payment to its outcome; false when it was no longer open (the outcome is recorded once). */
export async function settleTestPspPayment(db: DbOrTrx, id: string, status: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('test_psp_payments')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds a refund to a paid payment when it fits in what is left; false when it does not (nothing changes). */
export async function refundTestPspPayment(db: DbOrTrx, id: string, amountCents: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('test_psp_payments')
    .set({ refunded_cents: sql<number>`refunded_cents + ${amountCents}`, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where(sql<boolean>`refunded_cents + ${amountCents} <= amount_cents`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
