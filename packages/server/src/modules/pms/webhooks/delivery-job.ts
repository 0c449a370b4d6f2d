import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@stay/contract';
import type { Db } from '../../../db/database';
import { systemClock, type Clock } from '../../../platform/clock';
import type { OutgoingGuard } from '../../../platform/network/outgoing-request';
import { startPeriodicJob, type PeriodicJob } from '../../../platform/periodic-job';
import { claimDelivery, findDelivery, findDueDeliveryIds, findWebhook, recordAttempt, type WebhookDeliveryRow } from './repository';
import { signatureHeader } from './signature';

/** Attempts before a delivery is given up: with the backoff below, about a day and a half. */
export const WEBHOOK_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
/** A receiver gets this long to answer; an instance holds a delivery somewhat longer, so no other sends it meanwhile. */
const ATTEMPT_TIMEOUT_MS = 10_000;
const CLAIM_MS = 60_000;
const DELIVERIES_PER_PASS = 50;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, … doubling up to 6 hours. */
export const retryDelayMs = (attempts: number): number => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));

export type AttemptOutcome = 'delivered' | 'retry' | 'failed';

async function send(guard: OutgoingGuard, url: string, secret: string, delivery: WebhookDeliveryRow, now: Date): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await guard.request(new URL(url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'StayCompanion-Webhook/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload, now),
        [WEBHOOK_EVENT_HEADER]: delivery.event,
        [WEBHOOK_DELIVERY_HEADER]: delivery.id,
      },
      body: delivery.payload,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    response.resume();
    const status = response.statusCode ?? 0;
    return { status, error: status >= 200 && status < 300 ? null : `the receiver answered ${status}` };
  } catch (error) {
    return { status: null, error: (error instanceof Error ? error.message : String(error)).slice(0, 300) };
  }
}

/** One attempt of a claimed delivery: a 2xx answer delivers it; anything else waits for the next attempt or gives up. */
export async function attemptDelivery(db: Db, guard: OutgoingGuard, id: string, now: Date): Promise<AttemptOutcome> {
  const delivery = await findDelivery(db, id);
  const webhook = delivery ? await findWebhook(db, delivery.webhook_id) : undefined;
  if (!delivery || !webhook) return 'failed';
  const { status, error } = await send(guard, webhook.url, webhook.secret, delivery, now);
  const attempts = delivery.attempts + 1;
  const at = now.toISOString();
  if (error === null) {
    await recordAttempt(db, id, { at, attempts, status, error, deliveredAt: at, nextAttemptAt: null });
    return 'delivered';
  }
  const givesUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
  await recordAttempt(db, id, { at, attempts, status, error, deliveredAt: null, nextAttemptAt: givesUp ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString() });
  return givesUp ? 'failed' : 'retry';
}

export interface WebhookDeliveryJobOptions {
  db: Db;
  log: FastifyBaseLogger;
  guard: OutgoingGuard;
  intervalMs: number;
  clock?: Clock;
}

/** One pass answers how each delivery it sent went. */
export type WebhookDeliveryJob = PeriodicJob<AttemptOutcome[]>;

/**
 * Sends the due deliveries of the outbox every interval, in every instance: each is claimed with a conditional update
 * first, so with several instances a delivery is sent by one of them at a time.
 */
export function startWebhookDeliveryJob({ db, log, guard, intervalMs, clock = systemClock }: WebhookDeliveryJobOptions): WebhookDeliveryJob {
  const pass = async (now: Date, isStopped: () => boolean): Promise<AttemptOutcome[]> => {
    const outcomes: AttemptOutcome[] = [];
    const at = now.toISOString();
    for (const id of await findDueDeliveryIds(db, at, DELIVERIES_PER_PASS)) {
      if (isStopped()) break;
      if (!(await claimDelivery(db, id, at, new Date(now.getTime() + CLAIM_MS).toISOString()))) continue;
      const outcome = await attemptDelivery(db, guard, id, now);
      if (outcome === 'failed') log.warn({ deliveryId: id }, 'Webhook: delivery given up');
      outcomes.push(outcome);
    }
    return outcomes;
  };
  return startPeriodicJob({ name: 'Webhook delivery', log, clock, intervalMs, pass, failed: [] });
}
