import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { LIVENESS_PATH, READINESS_PATH } from '../platform/health/routes';
import { isApiPath } from './errors';

const HEALTH_PROBE_PATHS = new Set<string>([LIVENESS_PATH, READINESS_PATH]);

/** Seconds a refused client is asked to wait (Retry-After). */
const RETRY_AFTER_SECONDS = 1;
/** How often the loop's mean delay is taken: short enough to notice a stall while it lasts. */
const SAMPLE_INTERVAL_MS = 250;

/** The health probes answer even under load: a busy instance is alive and ready, and its probe says so. */
const isHealthProbe = (url: string) => HEALTH_PROBE_PATHS.has(url.split('?')[0] ?? '');

/**
 * Overload answers 503 SERVER_BUSY at once instead of queueing every request behind a stalled event loop: while the
 * loop's mean delay (sampled by @fastify/under-pressure) is above `maxEventLoopDelayMs`, new requests are refused until
 * it recovers. Only the API is refused, and not its health probes: the app's own files cost next to nothing to send,
 * and without them a phone would stay on the splash instead of showing the app's "very busy" message. 0 turns it off.
 */
export async function registerLoadShedding(app: FastifyInstance, { maxEventLoopDelayMs }: { maxEventLoopDelayMs: number }): Promise<void> {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: async (request, reply) => {
      if (!isApiPath(request.url) || isHealthProbe(request.url)) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new AppError('SERVER_BUSY');
    },
  });
}
