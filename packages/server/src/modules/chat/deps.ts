import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import type { RealtimePublisher } from '../../platform/realtime/plugin';
import { createChatEvents, type ChatEvents } from './live/events';
import { createMessagePush, type MessagePush } from './live/message-push';
import { createNotifier, type Notifier } from './live/notifier';

/** What the chat services share: the database, live events and notifications. Time comes with each call. */
export interface ChatServiceDeps {
  db: Db;
  events: ChatEvents;
  notifier: Notifier;
  /** Push messages for a new message to guests and staff whose app is closed. */
  messagePush: MessagePush;
  log: FastifyBaseLogger;
}

/** The deps over the platform's realtime and push services. */
export function createChatServiceDeps({ db, realtime, push, log }: { db: Db; realtime: RealtimePublisher; push: PushPort; log: FastifyBaseLogger }): ChatServiceDeps {
  const notifier = createNotifier(push, realtime, log);
  return { db, events: createChatEvents(realtime), notifier, messagePush: createMessagePush(db, notifier, realtime), log };
}
