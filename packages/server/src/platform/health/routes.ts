import type { FastifyInstance } from 'fastify';
import { errorBody } from '@stay/contract';
import { runReadinessChecks, type ReadinessCheck } from './readiness';

export const LIVENESS_PATH = '/health/live';
export const READINESS_PATH = '/health/ready';

/**
 * The probes of a load balancer or orchestrator, outside /api and the contract (the app never calls them), public
 * and not rate limited. Liveness answers 200 while the process serves requests; readiness 200 when every check
 * passes, else 503 SERVICE_UNAVAILABLE naming the failing checks (without their details, which go to the log).
 */
export function registerHealthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  app.get(LIVENESS_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get(READINESS_PATH, async (request, reply) => {
    const { isReady, checks: results, reasons } = await runReadinessChecks(checks);
    reply.header('cache-control', 'no-store');
    if (isReady) return reply.send({ status: 'ready', checks: results });
    const failing = Object.keys(results).filter((name) => results[name] !== 'ok');
    request.log.warn({ reasons }, 'Not ready');
    return reply.status(503).send({ ...errorBody('SERVICE_UNAVAILABLE', `Not ready: ${failing.join(', ')}`), checks: results });
  });
}
