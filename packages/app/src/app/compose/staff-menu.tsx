import { ChatUnreadBadge } from '@/domains/chat/components/chat-unread-badge';
import { ComplaintCounterBadge } from '@/domains/complaint/components/complaint-counter-badge';
import { STAFF_CONTENT_ID } from '@/features/staff-shell/components/staff-frame';
import { StaffMenu } from '@/features/staff-shell/components/staff-menu';

/** The staff side menu with each item's live badge composed in: the unread chats and the open complaints. */
export function StaffShellMenu() {
  return <StaffMenu contentId={STAFF_CONTENT_ID} badges={{ chats: <ChatUnreadBadge />, complaints: <ComplaintCounterBadge /> }} />;
}
