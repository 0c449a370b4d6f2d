import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { centsFromEuros, guestPaymentApi, publicPaymentWebhookApi, staffPaymentApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PaymentService } from './service';

/** Guest payment calls, staff refunds and the PSP's webhook, which Mollie posts form-encoded (parsed only on this route's scope). */
export async function registerPaymentRoutes(app: FastifyInstance, payments: PaymentService): Promise<void> {
  registerEndpoint(app, guestPaymentApi.pay, async ({ ctx, params, body, raw }) =>
    payments.pay(await ctx.guest(), ctx.now, params.ordernmbr, body.method, { origin: raw.headers.origin, reached: `${raw.protocol}://${raw.host}` }),
  );
  registerEndpoint(app, guestPaymentApi.ways, async ({ ctx, query }) => payments.ways(await ctx.guest(), ctx.now, query.ordernmbr));
  registerEndpoint(app, staffPaymentApi.payments, async ({ ctx, params }) => payments.staffPayments(await ctx.staff(), params.ordernmbr));
  registerEndpoint(app, staffPaymentApi.refund, async ({ ctx, params, body }) =>
    payments.refund(await ctx.staff(), ctx.now, params.ordernmbr, centsFromEuros(body.amount), body.reason),
  );
  registerEndpoint(app, guestPaymentApi.get, async ({ ctx, params }) => payments.get(await ctx.guest(), ctx.now, params.nmbr));
  await app.register(async (scope) => {
    await scope.register(formbody);
    registerEndpoint(scope, publicPaymentWebhookApi.webhook, async ({ ctx, body }) => {
      await payments.webhook(ctx.now, body.id);
      return {};
    });
  });
}
