import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { createOutboxPush } from './outbox';
import type { PushPort } from './port';

/** The configured push transport: the outbox, which works offline. */
export function createPush(db: Db, log: FastifyBaseLogger, clock: Clock): PushPort {
  return createOutboxPush(db, log, clock);
}
