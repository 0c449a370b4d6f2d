import { ChatList } from '@/features/chat-list/components/chat-list';
import { StaffChatsPage } from '@/features/staff-chats/pages/staff-chats-page';

/** /guide/chats, /support/chats, /management/chats: the inbox screen with the live chat list composed in. */
export function StaffChatsScreen() {
  return <StaffChatsPage renderList={(slot) => <ChatList view={slot.view} scrollToChat={slot.scrollToChat} isActive={slot.isActive} />} />;
}
