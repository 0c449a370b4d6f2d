import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Each readiness check by name: `ok`, or `failing` (the reason goes to the server's log only). */
export const readinessChecksSchema = z.record(z.string(), z.enum(['ok', 'failing']));

/**
 * The probes of a load balancer or orchestrator: public, never rate limited or load-shed, never cached. The app does
 * not call them.
 */
export const publicHealthApi = {
  live: defineEndpoint({
    method: 'GET',
    path: '/api/health/live',
    auth: 'none',
    summary: 'Liveness: 200 while the process serves requests',
    response: z.object({ status: z.literal('live') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'none',
    summary:
      'Readiness: 200 when every check passes (database, migrations, realtime, disk space, …); else 503 SERVICE_UNAVAILABLE naming the failing checks, with `checks`',
    response: z.object({ status: z.literal('ready'), checks: readinessChecksSchema }),
  }),
} as const;
