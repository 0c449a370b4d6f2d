import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseAsyncHookHandler, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { HEADER, IDEMPOTENCY_KEY_PATTERN } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../../platform/clock';
import { withRouteHook } from '../route-hooks';
import { claimKey, deleteRepliesStartedBefore, findReply, reclaimStaleKey, releaseKey, storeReply } from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The claimed key of a signed-in write whose reply is to be kept; null elsewhere and once kept or released. */
    idempotentClaim: { caller: string; key: string } | null;
  }
}

/** How long a reply answers resends: well beyond any retry of a person's tap. */
export const IDEMPOTENT_REPLY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim older than this without a reply belongs to a request whose instance died (requests time out after 5 minutes). */
const STALE_CLAIM_MS = 10 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
const SIGNED_IN = new Set(['session', 'guest', 'staff']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A replayed reply says so, as the IETF Idempotency-Key draft suggests. */
const REPLAYED_HEADER = 'idempotent-replayed';
const TOO_MANY_REQUESTS = 429;
const SERVER_ERROR = 500;

interface KeptReply {
  status: number;
  contentType: string | null;
  body: string;
}

function hashOf(request: FastifyRequest): string {
  // A multipart body is read by the handler and not part of this hash: one upload per key is the client's promise.
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER.idempotencyKey];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('INVALID_INPUT', `${HEADER.idempotencyKey}: send one key of 16 to 128 letters, digits, - or _`);
  }
  return value;
}

/**
 * Writes of a signed-in caller that carry an Idempotency-Key happen once: the first request claims the key (in the
 * database, so across instances), its reply is kept for a day, and a resend with the same key answers that reply
 * without running the handler. A resend while the first still runs answers REQUEST_IN_PROGRESS; the same key with
 * another method, URL or body answers IDEMPOTENCY_KEY_REUSED. Replies of 5xx and 429 are not kept (the write did not
 * happen, a resend may try again), nor are requests refused before their handler (token, input).
 *
 * Registered before compression: its onSend hook keeps the reply as serialized, not as compressed for one client.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
  let lastCleanup = 0;
  app.decorateRequest('idempotentClaim', null);

  async function cleanUp(now: Date): Promise<void> {
    if (now.getTime() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now.getTime();
    await deleteRepliesStartedBefore(db, new Date(now.getTime() - IDEMPOTENT_REPLY_TTL_MS).toISOString());
  }

  /** 'claimed' when this request is to run, else the reply the first request with the key left. */
  async function claim(caller: string, key: string, requestHash: string, now: Date): Promise<'claimed' | KeptReply> {
    const nowIso = now.toISOString();
    if (await claimKey(db, caller, key, requestHash, nowIso)) return 'claimed';
    const earlier = await findReply(db, caller, key);
    if (!earlier) {
      // Released between the two statements (the first request failed), so this one may run.
      if (await claimKey(db, caller, key, requestHash, nowIso)) return 'claimed';
      throw new AppError('REQUEST_IN_PROGRESS');
    }
    if (earlier.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (earlier.status !== null && earlier.body !== null) return { status: earlier.status, contentType: earlier.content_type, body: earlier.body };
    const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
    if (await reclaimStaleKey(db, caller, key, requestHash, staleBefore, nowIso)) return 'claimed';
    throw new AppError('REQUEST_IN_PROGRESS');
  }

  function replay(kept: KeptReply, reply: FastifyReply): FastifyReply {
    reply.code(kept.status).header(REPLAYED_HEADER, 'true');
    if (kept.contentType) reply.header('content-type', kept.contentType);
    return reply.send(kept.body);
  }

  const claimOrReplay: preHandlerAsyncHookHandler = async (request, reply) => {
    if (READS.has(request.method) || !request.auth) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const caller = `account:${request.auth.accountId}`;
    const now = clock();
    await cleanUp(now);
    const claimed = await claim(caller, key, hashOf(request), now);
    if (claimed !== 'claimed') return replay(claimed, reply);
    request.idempotentClaim = { caller, key };
  };

  const keepReply: onSendAsyncHookHandler = async (request, reply, payload) => {
    const claimed = request.idempotentClaim;
    if (!claimed) return payload;
    request.idempotentClaim = null;
    const isKept = reply.statusCode < SERVER_ERROR && reply.statusCode !== TOO_MANY_REQUESTS && typeof payload === 'string';
    try {
      if (isKept) {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        await storeReply(db, claimed.caller, claimed.key, { status: reply.statusCode, contentType, body: payload });
      } else {
        await releaseKey(db, claimed.caller, claimed.key);
      }
    } catch (error) {
      // The reply itself stands; a resend then meets the claim and, once it is stale, runs again.
      request.log.error({ err: error }, 'idempotency: the reply could not be kept');
    }
    return payload;
  };

  // A request that ended without sending (its handler threw past the error handler) frees its key.
  const releaseUnsent: onResponseAsyncHookHandler = async (request) => {
    const claimed = request.idempotentClaim;
    if (!claimed) return;
    request.idempotentClaim = null;
    await releaseKey(db, claimed.caller, claimed.key);
  };

  // Route hooks of the signed-in writes only: reads never carry a key, and a hook costs every request it runs on.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READS.has(method)) || !SIGNED_IN.has(route.config?.auth ?? 'none')) return;
    route.preHandler = withRouteHook(route.preHandler, claimOrReplay);
    route.onSend = withRouteHook(route.onSend, keepReply);
    route.onResponse = withRouteHook(route.onResponse, releaseUnsent);
  });
}
