/**
 * Paying orders through the payment port (the built-in test PSP, or Mollie): starting a payment for an order's open
 * amount, the PSP's webhook (the status is always fetched from the PSP and applied to the order once), and a guest's
 * own payments. Owns `payments`.
 */
import type { AppModule } from '../../http/app-module';
import { createOrderPayments } from '../order';
import { registerPaymentRoutes } from './routes';
import { createPaymentService } from './service';

export const paymentModule: AppModule = {
  name: 'payment',
  async register(app, { db, payments, config, realtime, push }) {
    const orders = createOrderPayments({ realtime, push });
    await registerPaymentRoutes(app, createPaymentService({ db, psp: payments, orders, publicUrl: config.publicUrl }));
  },
};

export { paymentsBulkTable } from './bulk-tables';
