import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAbortAsyncHookHandler,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
} from 'fastify';
import type { DataGenerations, ReadCapture } from '../db/data-generations';
import type { Clock } from '../platform/clock';
import { withRouteHook } from '../plugins/route-hooks';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the reply cache checks kept replies against; cacheable routes record their reads in it. */
    dataGenerations: DataGenerations;
  }
  interface FastifyContextConfig {
    /** The route's 200 replies are kept per caller and URL while nothing they were read from changes. */
    cacheReply?: boolean;
  }
  interface FastifyRequest {
    /** What the handler of a cacheable route read, and the clock's second it started in; null elsewhere and on a hit. */
    replyCapture: { reads: ReadCapture; second: number } | null;
    /** The cache key this request is computing the reply for while others with the same key wait; null otherwise. */
    replyLeadKey: string | null;
  }
}

interface CachedReply {
  /** As sent: compressed when the client accepted an encoding (see plugins/compression). */
  body: Buffer;
  contentType: string;
  contentEncoding: string | undefined;
  capture: ReadCapture;
  /** The clock's second it was computed in: a reply may depend on the time (states, countdowns), never on a finer one. */
  second: number;
}

/** The whole seconds since the epoch: a kept reply is valid within the second it was computed in. */
const clockSecond = (at: Date) => Math.floor(at.getTime() / 1000);

/** Replies kept at most, and their bytes in all, least recently used first out; larger ones are not kept. */
const CAPACITY = 10_000;
const CAPACITY_BYTES = 64 * 1024 * 1024;
const MAX_BODY_BYTES = 512 * 1024;
/** A longer Accept-Encoding is no browser's: such a request is answered, not kept. */
const MAX_ACCEPT_ENCODING_CHARS = 100;

/**
 * Keeps the JSON replies of the routes that opt in (`cacheReply`, GET only) and answers a repeated request from them
 * without running the handler, as long as no table the reply was read from has changed (DataGenerations), the clock
 * is in the same second, and the handler changed no data itself. The key is the caller's account and role, the
 * whole URL and the Accept-Encoding, so one caller never sees another's reply and a reply is kept as it was sent
 * (compressed or not). Sessions are checked (auth hook) before a hit. Register it before the routes.
 *
 * A request that misses while another with the same key is computing waits for it and then looks again, so a burst
 * of identical reads (every client when the second turns) runs the handler once rather than once per client.
 */
export function registerReplyCache(
  app: FastifyInstance,
  { generations, clock, isEnabled = true }: { generations: DataGenerations; clock: Clock; isEnabled?: boolean },
): void {
  const secondOf = () => clockSecond(clock());
  const replies = new Map<string, CachedReply>();
  const computing = new Map<string, { done: Promise<void>; finish: () => void }>();
  let keptBytes = 0;
  const forget = (key: string) => {
    const reply = replies.get(key);
    if (!reply) return;
    replies.delete(key);
    keptBytes -= reply.body.length;
  };
  const keyOf = (request: FastifyRequest) => {
    const encodings = request.headers['accept-encoding'] ?? '';
    if (!request.auth || encodings.length > MAX_ACCEPT_ENCODING_CHARS) return undefined;
    return `${request.auth.accountId}\u0000${request.auth.role}\u0000${request.url}\u0000${encodings}`;
  };

  /** The kept reply for `key` if it is still valid (and now the most recently used); a stale one is dropped. */
  const validReply = (key: string) => {
    const cached = replies.get(key);
    if (!cached) return undefined;
    replies.delete(key);
    if (cached.second !== secondOf() || !generations.isCurrent(cached.capture)) {
      keptBytes -= cached.body.length;
      return undefined;
    }
    replies.set(key, cached);
    return cached;
  };
  const finishComputing = (request: FastifyRequest) => {
    const key = request.replyLeadKey;
    if (key === null) return;
    request.replyLeadKey = null;
    computing.get(key)?.finish();
    computing.delete(key);
  };

  app.decorate('dataGenerations', generations);
  app.decorateRequest('replyCapture', null);
  app.decorateRequest('replyLeadKey', null);

  // Off (REPLY_CACHE=off, for measuring): every read runs its handler, capturing its reads as on a miss.
  if (!isEnabled) return;

  // Every hook is the cacheable routes' own (see withRouteHook): no other request pays for the cache. A route's own
  // onRequest hooks run after the app-wide ones, so the session is checked (auth) before a hit.
  const answerFromCache: onRequestAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'GET') return;
    const key = keyOf(request);
    if (key === undefined) return;
    let cached = validReply(key);
    const running = cached ? undefined : computing.get(key);
    if (running) {
      await running.done;
      cached = validReply(key);
    }
    if (!cached) {
      if (!computing.has(key)) {
        let finish!: () => void;
        const done = new Promise<void>((resolve) => (finish = resolve));
        computing.set(key, { done, finish });
        request.replyLeadKey = key;
      }
      return;
    }
    reply.header('content-type', cached.contentType);
    if (cached.contentEncoding) reply.header('content-encoding', cached.contentEncoding).header('vary', 'accept-encoding');
    return reply.send(cached.body);
  };

  // A route's own onSend hooks run after the global ones, and compression is one of them: keeping the reply from a
  // route hook added after it keeps the bytes as they were sent, so a hit costs no compression.
  const keepSentReply: onSendAsyncHookHandler = async (request, reply, payload) => {
    keep(request, reply, payload);
    finishComputing(request);
    return payload;
  };
  // A request that failed before sending, or whose client went away, must not keep the others waiting.
  const finishOnResponse: onResponseAsyncHookHandler = async (request) => finishComputing(request);
  const finishOnAbort: onRequestAbortAsyncHookHandler = async (request) => finishComputing(request);
  app.addHook('onRoute', (route) => {
    if (!route.config?.cacheReply) return;
    route.onRequest = withRouteHook(route.onRequest, answerFromCache);
    route.onSend = withRouteHook(route.onSend, keepSentReply);
    route.onResponse = withRouteHook(route.onResponse, finishOnResponse);
    route.onRequestAbort = withRouteHook(route.onRequestAbort, finishOnAbort);
  });

  function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const captured = request.replyCapture;
    if (!captured || captured.reads.changedData || reply.statusCode !== 200) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
    const key = keyOf(request);
    if (!body || body.length > MAX_BODY_BYTES || key === undefined || !generations.isCurrent(captured.reads)) return;
    const contentEncoding = reply.getHeader('content-encoding');
    forget(key);
    replies.set(key, {
      body,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      contentEncoding: typeof contentEncoding === 'string' ? contentEncoding : undefined,
      capture: captured.reads,
      second: captured.second,
    });
    keptBytes += body.length;
    while (replies.size > CAPACITY || keptBytes > CAPACITY_BYTES) forget(replies.keys().next().value!);
  }
}

/** Runs a cacheable route's handler, recording what it reads for the reply cache. */
export function runCapturingReads<T>(request: FastifyRequest, generations: DataGenerations, now: Date, handler: () => Promise<T>): Promise<T> {
  const { capture, result } = generations.captureReads(handler);
  request.replyCapture = { reads: capture, second: clockSecond(now) };
  return result;
}
