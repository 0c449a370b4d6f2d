import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { ChatEvents } from './live/events';
import type { Notifier } from './live/notifier';

/** What the chat services share: the database, live events and notifications. Time comes with each call. */
export interface ChatServiceDeps {
  db: Db;
  events: ChatEvents;
  notifier: Notifier;
  log: FastifyBaseLogger;
}
