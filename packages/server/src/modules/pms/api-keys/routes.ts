import type { FastifyInstance } from 'fastify';
import { managementPmsApi } from '@stay/contract';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ApiKeyService } from './service';

export function registerApiKeyRoutes(app: FastifyInstance, keys: ApiKeyService): void {
  registerEndpoint(app, managementPmsApi.listKeys, async ({ ctx }) => keys.list(await ctx.staff()));
  registerEndpoint(app, managementPmsApi.createKey, async ({ ctx, body }) => keys.create(await ctx.staff(), ctx.now, body));
  registerEndpoint(app, managementPmsApi.revokeKey, async ({ ctx, params }) => keys.revoke(await ctx.staff(), ctx.now, params.id));
}
