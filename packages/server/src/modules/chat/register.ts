import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createPush } from '../../adapters/push/create-push';
import type { PushPort } from '../../adapters/push/port';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AccessTokens } from '../../security/access-tokens';
import { registerRealtime, type RealtimePublisher } from '../realtime/plugin';
import { registerChatAttachmentRoutes } from './attachment-routes';
import { createAttachmentStorage } from './attachment-storage';
import { registerEmployeeChatActionRoutes } from './employee-action-routes';
import { registerEmployeeChatRoutes } from './employee-routes';
import { createChatEvents } from './events';
import { registerGuestChatRoutes } from './guest-routes';
import { registerChatMessageRoutes } from './message-routes';
import { createNotifier } from './notifier';
import { createChatServices } from './services';
import { registerChatSuggestionRoutes } from './suggestion-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to the sockets of every instance (the realtime adapter). */
    realtime: RealtimePublisher;
    /** The push notification port (outbox by default). */
    push: PushPort;
  }
}

export interface ChatModuleDeps {
  config: Config;
  db: Db;
  accessTokens: AccessTokens;
}

/** Chat (§7 guest and employee chat calls, suggestions), the realtime socket and the push port. */
export async function registerChat(app: FastifyInstance, { config, db, accessTokens }: ChatModuleDeps): Promise<void> {
  const realtime = await registerRealtime(app, { config, db, accessTokens });
  const push = createPush(db, app.log);
  app.decorate('realtime', realtime);
  app.decorate('push', push);

  const deps = { db, events: createChatEvents(realtime), notifier: createNotifier(push, realtime, app.log), log: app.log, now: () => new Date() };
  const storage = createAttachmentStorage(path.join(config.dataDir, 'attachments'), config.chatAttachmentMaxBytes);
  const services = createChatServices(deps, storage);

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: JSON routes elsewhere never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: config.chatAttachmentMaxBytes, files: 1, fields: 0, parts: 1 } });
    registerGuestChatRoutes(scope, services);
    registerEmployeeChatRoutes(scope, services);
    registerEmployeeChatActionRoutes(scope, services);
    registerChatMessageRoutes(scope, services);
    registerChatAttachmentRoutes(scope, services);
    registerChatSuggestionRoutes(scope, services);
  });
}
