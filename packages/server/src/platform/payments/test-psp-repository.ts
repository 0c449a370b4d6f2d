import type { DbOrTrx } from '../../db/database';
import type { TestPspPaymentsTable } from '../../db/tables/payments';

export type TestPspPaymentRow = TestPspPaymentsTable;

export async function insertTestPspPayment(db: DbOrTrx, row: TestPspPaymentRow): Promise<void> {
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
