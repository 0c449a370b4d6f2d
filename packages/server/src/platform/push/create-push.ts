import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { PushPort } from './port';
import { createPushService } from './push-service';
import { resolveVapidKeys } from './vapid-keys';

/**
 * The configured push transport (PUSH): `webpush` (default) records every notification in the outbox and sends it to
 * the recipient's subscribed browsers; `outbox` only records it. The VAPID keys come from the configuration or are
 * generated once and kept in the database.
 */
export async function createPush(db: Db, log: FastifyBaseLogger, clock: Clock, config: PushConfig): Promise<PushPort> {
  return createPushService({ db, log, clock, config, keys: await resolveVapidKeys(db, config) });
}
