import { useParams } from 'react-router-dom';
import { MasterDetailLayout } from '@/components/master-detail-layout';
import { ChatContextAside } from '@/features/chat-detail/components/chat-context-aside';
import { ChatDetailPage } from '@/features/chat-detail/pages/chat-detail-page';
import { Inbox, SelectChat } from './staff-chats-screen';

/**
 * /guide/chats/{chat}, /support/chats/{id}, /management/chats/{id}: one chat, beside the inbox on a wide screen, with
 * its booking in a column of its own there.
 */
export function StaffChatScreen() {
  const params = useParams();
  const selectedChat = params.chat ?? params.id;
  return <MasterDetailLayout list={<Inbox selectedChat={selectedChat} />} detail={<ChatDetailPage />} emptyDetail={<SelectChat />} aside={<ChatContextAside />} />;
}
