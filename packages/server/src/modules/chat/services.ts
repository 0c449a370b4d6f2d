import { createAttachmentService } from './attachment-service';
import type { AttachmentStorage } from './attachment-storage';
import { createChatActionService } from './chat-action-service';
import type { ChatServiceDeps } from './deps';
import { createGuestChatService } from './guest-chat-service';
import { createMemberService } from './member-service';
import { createMessageService } from './message-service';
import { createReminderService } from './reminder-service';
import { createStaffChatService } from './staff-chat-service';
import { createSuggestionService } from './suggestion-service';

/** Every chat service, wired once per app. */
export function createChatServices(deps: ChatServiceDeps, storage: AttachmentStorage) {
  const staff = createStaffChatService(deps);
  const actions = createChatActionService(deps, staff);
  return {
    guest: createGuestChatService(deps),
    staff,
    actions,
    members: createMemberService(actions),
    messages: createMessageService(deps),
    attachments: createAttachmentService(deps, storage),
    reminders: createReminderService(deps),
    suggestions: createSuggestionService(deps),
  };
}

export type ChatServices = ReturnType<typeof createChatServices>;
