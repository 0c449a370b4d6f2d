import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createOutboxPush } from './outbox';
import type { PushPort } from './port';

/** The configured push transport; today only the outbox default (Web Push comes with the push issue). */
export function createPush(db: Db, log: FastifyBaseLogger): PushPort {
  return createOutboxPush(db, log);
}
