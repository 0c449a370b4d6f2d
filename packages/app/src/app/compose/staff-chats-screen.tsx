import { chatbubblesOutline } from 'ionicons/icons';
import { MasterDetailEmpty, MasterDetailLayout } from '@/components/master-detail-layout';
import { ChatList } from '@/features/chat-list/components/chat-list';
import { useStaffShellTranslation } from '@/features/staff-shell/i18n';
import { StaffChatsPage } from '@/features/staff-chats/pages/staff-chats-page';

/** The inbox list with the live chat list composed in; `selectedChat` is the chat open beside it. */
export function Inbox({ selectedChat }: { selectedChat?: string }) {
  return (
    <StaffChatsPage
      renderList={(slot) => (
        <ChatList view={slot.view} scrollToChat={slot.scrollToChat ?? selectedChat ?? null} selectedChat={selectedChat} isActive={slot.isActive} />
      )}
    />
  );
}

/** Beside the inbox on a wide screen while no chat is open. */
export function SelectChat() {
  const { t } = useStaffShellTranslation();
  return (
    <MasterDetailEmpty icon={chatbubblesOutline} title={t('layout.selectChat')}>
      <p>{t('layout.selectChatBody')}</p>
    </MasterDetailEmpty>
  );
}

/** /guide/chats, /support/chats, /management/chats: the inbox (beside "Select a chat" on a wide screen). */
export function StaffChatsScreen() {
  return <MasterDetailLayout list={<Inbox />} detail={null} emptyDetail={<SelectChat />} />;
}
