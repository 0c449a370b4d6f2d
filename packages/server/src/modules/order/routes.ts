import type { FastifyInstance } from 'fastify';
import { guestOrderApi, staffOrderDeliveryApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { OrderService } from './service';
import type { StaffDeliveryService } from './staff-service';

/** /api/guest/order (the literal /open wins over /{nmbr} in the router) and /api/employee/orderdelivery. */
export function registerOrderRoutes(app: FastifyInstance, orders: OrderService, deliveries: StaffDeliveryService): void {
  registerEndpoint(app, guestOrderApi.list, async ({ ctx, query }) => orders.list(await ctx.guest(), ctx.now, query.lang ?? 'en'));
  registerEndpoint(app, guestOrderApi.open, async ({ ctx, query }) => orders.open(await ctx.guest(), ctx.now, query.lang ?? 'en', query.orCreate), {
    cacheReply: true,
  });
  registerEndpoint(app, guestOrderApi.get, async ({ ctx, params, query }) => orders.get(await ctx.guest(), ctx.now, query.lang ?? 'en', params.nmbr));
  registerEndpoint(app, guestOrderApi.addDelivery, async ({ ctx, params, query, body }) =>
    orders.addDelivery(await ctx.guest(), ctx.now, query.lang ?? 'en', params.ordernmbr, body),
  );
  registerEndpoint(app, guestOrderApi.updateDelivery, async ({ ctx, params, query, body }) =>
    orders.updateDelivery(await ctx.guest(), ctx.now, query.lang ?? 'en', params.ordernmbr, params.deliverynmbr, body.quantity),
  );
  registerEndpoint(app, guestOrderApi.deleteDelivery, async ({ ctx, params, query }) =>
    orders.deleteDelivery(await ctx.guest(), ctx.now, query.lang ?? 'en', params.ordernmbr, params.deliverynmbr),
  );
  registerEndpoint(app, guestOrderApi.refreshRentalWindow, async ({ ctx, params, query }) =>
    orders.refreshRentalWindow(await ctx.guest(), ctx.now, query.lang ?? 'en', params.ordernmbr, params.deliverynmbr),
  );
  registerEndpoint(app, guestOrderApi.placeOrder, async ({ ctx, params, query }) => orders.placeOrder(await ctx.guest(), ctx.now, query.lang ?? 'en', params.ordernmbr));

  registerEndpoint(app, staffOrderDeliveryApi.list, async ({ ctx, query }) => deliveries.upcoming(await ctx.staff(), ctx.now, query), { cacheReply: true });
  registerEndpoint(app, staffOrderDeliveryApi.onDay, async ({ ctx, params, query }) => deliveries.onDay(await ctx.staff(), params.timestamp, query), {
    cacheReply: true,
  });
  registerEndpoint(app, staffOrderDeliveryApi.fromDay, async ({ ctx, params, query }) => deliveries.fromDay(await ctx.staff(), params.timestamp, query), {
    cacheReply: true,
  });
  registerEndpoint(app, staffOrderDeliveryApi.markDelivered, async ({ ctx, params, body }) =>
    deliveries.markDelivered(await ctx.staff(), ctx.now, params.nmbr, body.delivered),
  );
}
