import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { registerStaffChatActionRoutes } from './actions/staff-action-routes';
import { registerChatAttachmentRoutes } from './attachments/attachment-routes';
import { createAttachmentStorage } from './attachments/attachment-storage';
import { attachmentsRoot } from './attachments/cleanup-job';
import { findChatByReservation } from './chats/chat-repository';
import { registerStaffChatRoutes } from './chats/staff-routes';
import { registerGuestChatRoutes } from './chats/guest-routes';
import { createChatServiceDeps } from './deps';
import { unreadBadgeSource } from './live/push-badge';
import { registerChatMessageRoutes } from './messages/message-routes';
import { createChatServices } from './services';
import { registerChatSuggestionRoutes } from './suggestions/suggestion-routes';

/** Guest and staff member chat calls and suggestions, on the platform's realtime and push services. */
export async function registerChat(app: FastifyInstance, { config, db, realtime, push, log, uploads, translation, reservationChats }: Platform): Promise<void> {
  const deps = createChatServiceDeps({ db, realtime, push, log });
  push.useBadgeSource(unreadBadgeSource(db));
  reservationChats.useSource(async (trx, reservationId) => (await findChatByReservation(trx, reservationId))?.nmbr ?? null);
  const storage = createAttachmentStorage(attachmentsRoot(config.dataDir), config.chatAttachmentMaxBytes);
  const services = createChatServices(deps, storage, uploads, translation);

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: JSON routes elsewhere never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: config.chatAttachmentMaxBytes, files: 1, fields: 0, parts: 1 } });
    registerGuestChatRoutes(scope, services);
    registerStaffChatRoutes(scope, services);
    registerStaffChatActionRoutes(scope, services);
    registerChatMessageRoutes(scope, services);
    registerChatAttachmentRoutes(scope, services);
    registerChatSuggestionRoutes(scope, services);
  });
}
