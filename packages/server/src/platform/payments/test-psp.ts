import { randomBytes } from 'node:crypto';
import { paymentStatusSchema, type PaymentWay } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../clock';
import type { CreatePaymentRequest, CreatedPayment, PaymentsPort, PspPaymentState } from './port';
import {
  findTestPspPayment,
  findTestPspPaymentByKey,
  insertTestPspPayment,
  refundTestPspPayment,
  settleTestPspPayment,
  type TestPspPaymentRow,
} from './test-psp-repository';

/** What the payer can choose on the test PSP's page. */
export const TEST_PSP_OUTCOMES = ['paid', 'failed', 'canceled'] as const;
export type TestPspOutcome = (typeof TEST_PSP_OUTCOMES)[number];

/** The methods the test PSP offers, named as Mollie names them. */
export const TEST_PSP_METHODS: readonly PaymentWay[] = [
  { id: 'ideal', description: 'iDEAL' },
  { id: 'creditcard', description: 'Card' },
  { id: 'bancontact', description: 'Bancontact' },
];

/** An open test payment expires after this long, as an iDEAL payment at Mollie does. */
export const TEST_PSP_EXPIRY_MS = 15 * 60 * 1000;

/** Where the test PSP's hosted pages live (outside /api: they are HTML for the payer's browser). */
export const TEST_PSP_PATH = '/psp/test';

export interface TestPsp extends PaymentsPort {
  /** The payment as the test PSP's page shows it, or undefined for an unknown id. */
  find(pspId: string): Promise<TestPspPaymentRow | undefined>;
  /** Records the payer's choice once (an open payment only); false when it was already decided. */
  settle(pspId: string, outcome: TestPspOutcome): Promise<boolean>;
}

/**
 * The built-in payment service provider: payments live in its own table and are decided on its hosted page (the
 * routes in test-psp-routes.ts), which then notifies the webhook like a real PSP. No money is moved.
 */
export function createTestPsp({ db, clock }: { db: Db; clock: Clock }): TestPsp {
  /** The payment now: an open one past its expiry is expired from then on. */
  async function current(pspId: string): Promise<TestPspPaymentRow | undefined> {
    const row = await findTestPspPayment(db, pspId);
    if (!row || row.status !== 'open' || clock().getTime() - Date.parse(row.created_at) <= TEST_PSP_EXPIRY_MS) return row;
    await settleTestPspPayment(db, pspId, 'expired', clock().toISOString());
    return findTestPspPayment(db, pspId);
  }

  return {
    psp: 'test',
    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const now = clock().toISOString();
      await insertTestPspPayment(db, {
        id: `tst_${randomBytes(12).toString('base64url')}`,
        amount_cents: request.amountCents,
        description: request.description,
        method: request.method,
        status: 'open',
        redirect_url: request.redirectUrl,
        webhook_url: request.webhookUrl,
        idempotency_key: request.idempotencyKey,
        created_at: now,
        updated_at: now,
        language: request.language,
      });
      // The same key answers the payment created first, as a real PSP's idempotency does.
      const row = await findTestPspPaymentByKey(db, request.idempotencyKey);
      if (!row) throw new Error('test PSP payment vanished');
      // The page is ours: it opens at the address the payer returns to, which is where the app was opened.
      const checkoutUrl = `${new URL(row.redirect_url).origin}${TEST_PSP_PATH}/${row.id}`;
      return { pspId: row.id, checkoutUrl, status: paymentStatusSchema.parse(row.status) };
    },
    async getPayment({ pspId }): Promise<PspPaymentState | null> {
      const row = await current(pspId);
      if (!row) return null;
      return {
        status: paymentStatusSchema.parse(row.status),
        amountCents: row.amount_cents,
        isAuthorized: false,
        refundedCents: row.refunded_cents,
        chargedBackCents: 0,
      };
    },
    // The test PSP's payments are paid at once: nothing is ever authorised and waiting for a capture.
    async capture() {},
    async refund({ pspId, amountCents }) {
      if (!(await refundTestPspPayment(db, pspId, amountCents, clock().toISOString()))) throw new AppError('REFUND_TOO_LARGE');
      return { refundId: `tre_${randomBytes(12).toString('base64url')}` };
    },
    async methods() {
      return [...TEST_PSP_METHODS];
    },
    find: current,
    async settle(pspId, outcome) {
      if ((await current(pspId))?.status !== 'open') return false;
      return settleTestPspPayment(db, pspId, outcome, clock().toISOString());
    },
  };
}
