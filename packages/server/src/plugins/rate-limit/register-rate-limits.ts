import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { withRouteHook } from '../route-hooks';
import { createRequestCounter, createTableStore } from './table-store';
import { slowdownMs, type ThrottleLimit, type ThrottleRule } from './throttle-rules';

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

/** Waits `ms` on a timer (the event loop stays free); tests pass one that records instead. */
export type Slowdown = (ms: number) => Promise<unknown>;

function keyOf(rule: ThrottleRule, request: FastifyRequest): string {
  if (rule.scope === 'ip') return `${rule.name}:ip:${normalizeIP(request.ip)}`;
  if (rule.scope === 'account') return `${rule.name}:account:${rule.accountOf(request)}`;
  return `${rule.name}:account-ip:${rule.accountOf(request)}:${normalizeIP(request.ip)}`;
}

/**
 * Rate limits with @fastify/rate-limit, counted in the database (shared by every instance). Only routes that opt in
 * are limited; a limited request answers 429 TOO_MANY_REQUESTS with Retry-After, or, under a rule that slows, is
 * answered after a growing delay (slowdownMs). The checks run before the handler, after the body is validated and
 * the caller is known.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { db, clock, limits, slowdown = wait }: { db: Db; clock: Clock; limits: RateLimits; slowdown?: Slowdown },
): Promise<void> {
  const count = createRequestCounter(db, clock);
  await app.register(fastifyRateLimit, { global: false, store: createTableStore(count) });

  const limitOf = (rule: ThrottleRule): ThrottleLimit =>
    rule.limit?.(limits) ?? { max: rule.scope === 'ip' ? limits.perIp : limits.perAccount, windowMs: limits.windowMs };
  const limiters = new Map<ThrottleRule, Limiter>();
  const limiterOf = (rule: ThrottleRule): Limiter => {
    let limiter = limiters.get(rule);
    if (!limiter) {
      const { max, windowMs } = limitOf(rule);
      limiter = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => keyOf(rule, request) });
      limiters.set(rule, limiter);
    }
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    const rules = route.config?.throttle;
    if (!rules || rules.length === 0) return;
    for (const rule of rules) if (rule.scope === 'ip' || !rule.slows) limiterOf(rule);
    const throttle = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const rule of rules) {
        if (rule.scope !== 'ip' && rule.accountOf(request) === undefined) continue;
        if (rule.scope !== 'ip' && rule.slows) {
          // Counted across every address: over the limit the answer comes later instead of not at all, so no
          // stranger can lock the owner out (@fastify/rate-limit only refuses, so this rule counts by itself).
          const { max, windowMs } = limitOf(rule);
          const { current } = await count(keyOf(rule, request), windowMs);
          if (current > max) await slowdown(slowdownMs(current - max));
          continue;
        }
        const result = await limiterOf(rule)(request);
        if (result.isAllowed || !result.isExceeded) continue;
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError('TOO_MANY_REQUESTS');
      }
    };
    route.preHandler = withRouteHook(route.preHandler, throttle);
  });
}
