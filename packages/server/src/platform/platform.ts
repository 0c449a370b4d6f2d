import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AccessTokens } from '../security/access-tokens';
import type { Clock } from './clock';
import type { DomoticsWithSimulator } from './domotics/create-domotics';
import type { MailPort } from './mail/port';
import type { PushPort } from './push/port';
import type { RealtimePublisher } from './realtime/plugin';

/** The cross-cutting services every module may use, created once per app. */
export interface Platform {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  mailer: MailPort;
  push: PushPort;
  realtime: RealtimePublisher;
  domotics: DomoticsWithSimulator;
}
