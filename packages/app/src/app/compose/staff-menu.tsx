import { ChatUnreadBadge } from '@/domains/chat/components/chat-unread-badge';
import { STAFF_CONTENT_ID } from '@/features/staff-shell/components/staff-frame';
import { StaffMenu } from '@/features/staff-shell/components/staff-menu';

/**
 * The staff side menu with each item's live badge composed in: the unread chats. The complaints item takes the
 * complaint counter (`complaints: <…/>`) from the complaints feature.
 */
export function StaffShellMenu() {
  return <StaffMenu contentId={STAFF_CONTENT_ID} badges={{ chats: <ChatUnreadBadge /> }} />;
}
