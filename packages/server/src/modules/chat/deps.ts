import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ChatEvents } from './events';
import type { Notifier } from './notifier';

/** What the chat services share: the database, live events, notifications and the clock. */
export interface ChatServiceDeps {
  db: Db;
  events: ChatEvents;
  notifier: Notifier;
  log: FastifyBaseLogger;
  now: () => Date;
}
