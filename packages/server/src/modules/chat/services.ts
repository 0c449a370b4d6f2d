import { createChatActionService } from './actions/chat-action-service';
import { createAttachmentService } from './attachments/attachment-service';
import type { AttachmentStorage } from './attachments/attachment-storage';
import { createGuestChatService } from './chats/guest-chat-service';
import { createStaffChatService } from './chats/staff-chat-service';
import type { UploadGuard } from '../../storage/upload-guard';
import type { ChatServiceDeps } from './deps';
import { createMemberService } from './members/member-service';
import { createMessageService } from './messages/message-service';
import { createTranslationService } from './messages/translation-service';
import type { TranslationPort } from '../../platform/translation/port';
import { createReminderService } from './reminders/reminder-service';
import { createSuggestionService } from './suggestions/suggestion-service';

/** Every chat service, wired once per app. */
export function createChatServices(deps: ChatServiceDeps, storage: AttachmentStorage, uploads: UploadGuard, translation: TranslationPort) {
  const staff = createStaffChatService(deps);
  const actions = createChatActionService(deps, staff);
  return {
    guest: createGuestChatService(deps),
    staff,
    actions,
    members: createMemberService(actions),
    messages: createMessageService(deps),
    translations: createTranslationService({ db: deps.db, translation }),
    attachments: createAttachmentService(deps, storage, uploads),
    reminders: createReminderService(deps),
    suggestions: createSuggestionService(deps),
  };
}

export type ChatServices = ReturnType<typeof createChatServices>;
