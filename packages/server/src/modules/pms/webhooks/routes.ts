import type { FastifyInstance } from 'fastify';
import { managementWebhookApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { WebhookService } from './service';

export function registerWebhookRoutes(app: FastifyInstance, webhooks: WebhookService): void {
  registerEndpoint(app, managementWebhookApi.list, async ({ ctx }) => webhooks.list(await ctx.staff()));
  registerEndpoint(app, managementWebhookApi.create, async ({ ctx, body }) => webhooks.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, managementWebhookApi.remove, async ({ ctx, params }) => webhooks.remove(await ctx.staff(), params.id));
  registerEndpoint(app, managementWebhookApi.deliveries, async ({ ctx, params }) => webhooks.deliveries(await ctx.staff(), params.id));
}
