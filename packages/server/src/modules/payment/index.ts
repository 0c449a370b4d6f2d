/**
 * Paying orders through the payment port (the built-in test PSP, or Mollie): starting a payment for an order's open
 * amount, the PSP's webhook (the status is always fetched from the PSP and applied to the order once), and a guest's
 * own payments. Owns `payments`.
 */
import type { AppModule } from '../../http/app-module';
import { applyPaymentOutcome, loadOrderForPayment, markPaymentStarted } from '../order';
import { registerPaymentRoutes } from './routes';
import { createPaymentService, type OrderPayments } from './service';

export const paymentModule: AppModule = {
  name: 'payment',
  async register(app, { db, payments, config, realtime, push }) {
    const orders: OrderPayments = {
      load: loadOrderForPayment,
      // The order's event goes out when the payment ends; starting one is the guest's own doing.
      markStarted: (trx, ordernmbr, now) => markPaymentStarted(trx, ordernmbr, now),
      applyOutcome: async (database, { ordernmbr, outcome, amountCents, now, paymentRef }) => {
        await applyPaymentOutcome(database, ordernmbr, outcome, amountCents, now, paymentRef, realtime, push);
      },
    };
    await registerPaymentRoutes(app, createPaymentService({ db, psp: payments, orders, publicUrl: config.publicUrl }));
  },
};
