import type { FastifyInstance } from 'fastify';
import { pmsReservationApi } from '@stay/contract';
import type { Db } from '../../../db/database';
import { registerEndpoint } from '../../../http/register-endpoint';
import { authenticatePms } from '../api-keys/authenticate';
import type { PmsSyncService } from './service';

/** /api/pms/reservation: every call names its key in `Authorization: Bearer`, which names the location. */
export function registerPmsSyncRoutes(app: FastifyInstance, sync: PmsSyncService, { db, requestsPerMinute }: { db: Db; requestsPerMinute: number }): void {
  const api = pmsReservationApi;
  const caller = (request: Parameters<typeof authenticatePms>[1], now: Date) => authenticatePms(db, request, now, requestsPerMinute);
  registerEndpoint(app, api.list, async ({ ctx, query, raw }) => sync.list(await caller(raw, ctx.now), query));
  registerEndpoint(app, api.get, async ({ ctx, params, raw }) => sync.get(await caller(raw, ctx.now), params.externalId));
  registerEndpoint(app, api.upsert, async ({ ctx, params, body, raw }) => sync.upsert(await caller(raw, ctx.now), ctx.now, params.externalId, body));
  registerEndpoint(app, api.cancel, async ({ ctx, params, raw }) => sync.cancel(await caller(raw, ctx.now), ctx.now, params.externalId));
}
