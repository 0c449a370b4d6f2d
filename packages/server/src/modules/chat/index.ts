/**
 * Chat: a guest's stay chat and staff chats, with members, messages, attachments, read state, reminders and
 * suggestions; live events go out through the platform's realtime and push services. Owns `chats`, `chat_members`,
 * `chat_messages`, `chat_mentions`, `chat_read_state`, `chat_attachments`, `chat_suggestions`, `chat_reminders` and
 * `chat_message_translations` (messages translated into a reader's language).
 */
import type { AppModule } from '../../http/app-module';
import { registerChat } from './register';

export const chatModule: AppModule = { name: 'chat', register: registerChat };

export { startAttachmentCleanupJob } from './attachments/cleanup-job';
export { findStaffVisibleMessage } from './access/staff-message';
export { openReservationChat, syncReservationChatGuide } from './chats/chat-loader';
export { findChat, findChatByReservation, insertChat, internalChatExists, updateChat, type ChatRow } from './chats/chat-repository';
export { insertMember } from './members/member-repository';
export { appendMessage } from './messages/append-message';
export { advanceReadMark } from './read-state/read-state-repository';
export { startReminderJob } from './reminders/reminder-job';
export { findSuggestion, insertSuggestion } from './suggestions/suggestion-repository';
export { upsertPendingReminder } from './reminders/reminder-repository';
export { chatBulkTables } from './bulk-tables';
