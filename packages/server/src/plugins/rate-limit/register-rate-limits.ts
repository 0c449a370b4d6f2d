import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { createTableStore } from './table-store';
import type { ThrottleRule } from './throttle-rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate limits of the route (from registerEndpoint's `throttle` option). */
    throttle?: readonly ThrottleRule[];
  }
}

export interface RateLimits {
  windowMs: number;
  /** Requests per window per client address, for each rule. */
  perIp: number;
  /** Requests per window per account (or email), for each rule. */
  perAccount: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Rate limits with @fastify/rate-limit, counted in the database (shared by every instance). Only routes that opt in
 * are limited; a limited request answers 429 TOO_MANY_REQUESTS with Retry-After. The checks run before the
 * handler, after the body is validated and the caller is known.
 */
export async function registerRateLimits(app: FastifyInstance, { db, clock, limits }: { db: Db; clock: Clock; limits: RateLimits }): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: createTableStore(db, clock) });

  const limiters = new Map<ThrottleRule, Limiter>();
  const limiterOf = (rule: ThrottleRule): Limiter => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: rule.scope === 'ip' ? limits.perIp : limits.perAccount,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => (rule.scope === 'ip' ? `${rule.name}:ip:${normalizeIP(request.ip)}` : `${rule.name}:account:${rule.accountOf(request)}`),
      });
      limiters.set(rule, limiter);
    }
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    const rules = route.config?.throttle;
    if (!rules || rules.length === 0) return;
    const ruleLimiters = rules.map((rule) => ({ rule, limiter: limiterOf(rule) }));
    const throttle = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const { rule, limiter } of ruleLimiters) {
        if (rule.scope === 'account' && rule.accountOf(request) === undefined) continue;
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
          throw new AppError('TOO_MANY_REQUESTS');
        }
      }
    };
    route.preHandler = [...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []), throttle];
  });
}
