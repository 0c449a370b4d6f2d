import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Clock } from '../clock';
import { allowEveryAddress, createOutgoingGuard } from '../network/outgoing-request';
import { isAllowedPushEndpoint } from './endpoint-policy';
import { externalUserIdOf } from './external-user-id';
import { recordNotification } from './outbox';
import type { BadgeSource, DeliveryFilter, NewNotification, NotificationRecipient, PushPort } from './port';
import { markNotificationSent } from './repository';
import {
  deleteSubscription,
  deleteSubscriptionOf,
  deleteSubscriptionsOf,
  deleteSubscriptionsOfSessions,
  findSubscriptionsOf,
  markSubscriptionSuccess,
  upsertSubscription,
} from './subscription-repository';
import type { VapidKeys } from './vapid-keys';
import { deliverPushMessage, encodePushMessage } from './web-push-delivery';

export interface PushServiceDeps {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  config: PushConfig;
  keys: VapidKeys;
}

/** Chat messages and help requests wake the browser; the rest may wait for a good moment. */
const HIGH_URGENCY_KINDS = new Set(['message', 'help', 'mention', 'reminder']);

/**
 * The push port over the outbox table and, with the webpush transport, Web Push delivery to the recipient's
 * subscriptions. Deliveries run after `send` returns (it is called after the request's commit) and never throw.
 */
export function createPushService({ db, log, clock, config, keys }: PushServiceDeps): PushPort {
  const delivers = config.transport === 'webpush';
  const vapid = { ...keys, subject: config.vapidSubject };
  const guard = createOutgoingGuard(config.allowLocalEndpoints ? { isAllowedAddress: allowEveryAddress } : {});
  const running = new Set<Promise<void>>();
  let badgeSource: BadgeSource | undefined;
  let deliveryFilter: DeliveryFilter | undefined;

  async function badgeOf(recipient: NotificationRecipient): Promise<number | null> {
    if (!badgeSource) return null;
    try {
      return await badgeSource(recipient);
    } catch (error) {
      log.warn({ err: error }, 'Push badge count failed');
      return null;
    }
  }

  async function deliver(notification: NewNotification, id: string): Promise<void> {
    const { recipient } = notification;
    if (deliveryFilter && !(await deliveryFilter(recipient, notification.objecttype))) return;
    const subscriptions = await findSubscriptionsOf(db, externalUserIdOf(recipient));
    if (subscriptions.length === 0) return;
    const { recipient: _recipient, url, ...wire } = notification;
    const payload = encodePushMessage({ notification: { _id: id, ...wire }, url: url ?? null, badge: await badgeOf(recipient) });
    const urgency = HIGH_URGENCY_KINDS.has(notification.kind) ? 'high' : 'normal';
    let accepted = false;
    for (const subscription of subscriptions) {
      if (!isAllowedPushEndpoint(subscription.endpoint, config)) continue;
      const outcome = await deliverPushMessage(guard, { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, vapid, urgency);
      const where = { notification: id, subscription: subscription.id };
      if (outcome.kind === 'accepted') {
        accepted = true;
        await markSubscriptionSuccess(db, subscription.id, clock().toISOString());
      } else if (outcome.kind === 'gone') {
        await deleteSubscription(db, subscription.id);
        log.info({ ...where, status: outcome.status }, 'Push subscription expired; removed');
      } else {
        log.warn({ ...where, status: outcome.status, err: outcome.error }, 'Push delivery failed');
      }
    }
    if (accepted) await markNotificationSent(db, id, clock().toISOString());
  }

  function track(work: Promise<void>): void {
    const guarded = work.catch((error: unknown) => log.error({ err: error }, 'Push delivery failed'));
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
  }

  return {
    transport: config.transport,
    publicKey: keys.publicKey,

    async send(notification) {
      const stored = await recordNotification({ db, log, clock }, config.transport, notification);
      if (delivers) track(deliver(notification, stored._id));
      return stored;
    },

    async subscribe(recipient, subscription, now) {
      if (!isAllowedPushEndpoint(subscription.endpoint, config)) {
        throw new AppError('INVALID_INPUT', 'endpoint: not a push service address');
      }
      await upsertSubscription(db, {
        id: randomUUID(),
        external_user_id: externalUserIdOf(recipient),
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        user_agent: subscription.userAgent,
        session_id: subscription.sessionId,
        created_at: now.toISOString(),
        last_success_at: null,
      });
    },

    unsubscribe: (recipient, endpoint) => deleteSubscriptionOf(db, externalUserIdOf(recipient), endpoint),
    forget: (recipient) => deleteSubscriptionsOf(db, externalUserIdOf(recipient)),
    forgetSessions: (sessionIds) => deleteSubscriptionsOfSessions(db, sessionIds),

    useBadgeSource(source) {
      badgeSource = source;
    },
    useDeliveryFilter(filter) {
      deliveryFilter = filter;
    },

    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
