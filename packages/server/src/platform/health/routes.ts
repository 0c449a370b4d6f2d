import type { FastifyInstance } from 'fastify';
import { errorBody, publicHealthApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { runReadinessChecks, type ReadinessCheck } from './readiness';

export const LIVENESS_PATH = publicHealthApi.live.path;
export const READINESS_PATH = publicHealthApi.ready.path;

/**
 * The probes of a load balancer or orchestrator, declared in the contract, public, never rate limited and exempt from
 * load shedding. Liveness answers 200 while the process serves requests; readiness 200 when every check passes, else
 * 503 SERVICE_UNAVAILABLE naming the failing checks (without their details, which go to the log).
 */
export function registerHealthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  registerEndpoint(app, publicHealthApi.live, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' as const };
  });

  registerEndpoint(app, publicHealthApi.ready, async (request, reply) => {
    const { isReady, checks: results, reasons } = await runReadinessChecks(checks);
    reply.header('cache-control', 'no-store');
    if (isReady) return { status: 'ready' as const, checks: results };
    const failing = Object.keys(results).filter((name) => results[name] !== 'ok');
    request.log.warn({ reasons }, 'Not ready');
    reply.status(503).send({ ...errorBody('SERVICE_UNAVAILABLE', `Not ready: ${failing.join(', ')}`), checks: results });
    // Sent above: a 503 with the error body and the checks, not the declared 200 body.
    return reply as never;
  });
}
