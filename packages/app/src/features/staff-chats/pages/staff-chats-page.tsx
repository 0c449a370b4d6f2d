import { useQueryClient } from '@tanstack/react-query';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { usePagePane } from '@/components/page-frame';
import { ChatUnreadBadge } from '@/domains/chat/components/chat-unread-badge';
import { ConnectionBanner } from '@/domains/chat/components/connection-banner';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { chatKeys } from '@/domains/chat/cache/chat-keys';
import { useChatNotificationToasts } from '@/domains/chat/live/use-chat-notifications';
import { usePageActive } from '@/lib/hooks/use-page-active';
import { unreadTitle } from '@/lib/hooks/unread-title';
import { useUnreadCount } from '@/lib/realtime/realtime-context';
import { CHAT_VIEWS, parseChatView, type ChatView } from '@/domains/chat/staff/chat-view';
import { useChatUnread } from '@/domains/chat/staff/use-chat-unread';
import { NewTeamChatDialog } from '../components/new-team-chat-dialog';
import { SuggestionLinks } from '../components/suggestion-links';
import '../staff-chats.css';

export interface StaffChatListSlot {
  view: ChatView;
  scrollToChat: string | null;
  isActive: boolean;
}

interface StaffChatsPageProps {
  /** The inbox list itself (the chat-list feature), composed in by the route. */
  renderList(slot: StaffChatListSlot): ReactNode;
}

/**
 * /guide/chats, /support/chats, /management/chats: the live inbox. `view=guest` shows guest chats only and
 * `scrollToChat={id}` brings one chat into view. The unread total shows in the toolbar badge and the page title.
 * Who is signed in, and logging out, are in the staff menu.
 */
export function StaffChatsPage({ renderList }: StaffChatsPageProps) {
  const { t } = useChatTranslation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [isCreateOpen, setCreateOpen] = useState(false);
  const isActive = usePageActive();
  const unread = useUnreadCount();
  const unreadQuery = useChatUnread();
  const view = parseChatView(params.get('view'));
  const scrollToChat = params.get('scrollToChat');
  const area = staffAreaOf(pathname);
  const pane = usePagePane();
  // Beside an open chat, that chat's page tells of new notifications (once, not twice).
  const isBesideDetail = pane.kind === 'list' && pane.hasDetail;

  useChatNotificationToasts(isActive && !isBesideDetail, area);

  function chooseView(next: ChatView) {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('view');
    else updated.set('view', next);
    updated.delete('scrollToChat');
    setParams(updated, { replace: true });
  }

  return (
    <AppPage
      title={t('list.title')}
      documentTitle={unreadTitle(t('list.title'), unread)}
      end={
        <>
          <IonButton className="staff-chats__new-chat" onClick={() => setCreateOpen(true)} aria-label={t('list.newChat')} title={t('list.newChat')}>
            <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
          </IonButton>
          <ChatUnreadBadge className="staff-chats__badge" />
        </>
      }
      fixed={
        <PullToRefresh
          spinner="dots"
          onRefresh={() =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: chatKeys.staffLists }),
              queryClient.invalidateQueries({ queryKey: chatKeys.staffUnread }),
            ])
          }
        />
      }
    >
      <div className="staff-chats">
        <SegmentedControl
          semantics="pressed"
          className="staff-chats__views"
          label={t('list.viewLabel')}
          options={CHAT_VIEWS.map((candidate) => ({ value: candidate, label: t(`list.views.${candidate}`) }))}
          value={view}
          onChange={chooseView}
        />
        <ConnectionBanner />
        <SuggestionLinks
          suggestions={unreadQuery.data?.suggestions ?? []}
          hrefOf={(suggestion) => paths.staffChat(area, suggestion.chatnmbr, { chatSuggestion: suggestion._id })}
        />
        {renderList({ view, scrollToChat, isActive })}
      </div>
      {isCreateOpen && (
        <NewTeamChatDialog
          isOpen
          onClose={() => setCreateOpen(false)}
          onCreated={(chat) => {
            setCreateOpen(false);
            navigate(paths.staffChat(area, chat.nmbr));
          }}
        />
      )}
    </AppPage>
  );
}
