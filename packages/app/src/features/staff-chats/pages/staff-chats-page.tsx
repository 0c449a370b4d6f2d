import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { ChatUnreadBadge } from '@/components/chat/chat-unread-badge';
import { ConnectionBanner } from '@/components/chat/connection-banner';
import { LogoutButton } from '@/components/logout-button';
import { chatPath, staffBaseOf } from '@/lib/chat/chat-actions';
import { fullName } from '@/lib/chat/chat-format';
import { useChatTranslation } from '@/lib/chat/chat-i18n';
import { chatKeys } from '@/lib/chat/chat-keys';
import { useChatNotificationToasts } from '@/lib/chat/use-chat-notifications';
import { usePageActive } from '@/lib/chat/use-chat-refresh';
import { useUnreadTitle } from '@/lib/chat/use-unread-title';
import { useUnreadCount } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session/use-session';
import { useChatUnread } from '../api/use-chat-unread';
import { SuggestionLinks } from '../components/suggestion-links';
import '../staff-chats.css';
import { IonRefresher, IonRefresherContent } from '@/components/ionic-parts';

export type StaffChatView = 'all' | 'guest' | 'internal';
const VIEWS: readonly StaffChatView[] = ['all', 'guest', 'internal'];

export interface StaffChatListSlot {
  view: StaffChatView;
  scrollToChat: string | null;
  isActive: boolean;
}

interface StaffChatsPageProps {
  /** The inbox list itself (the chat-list feature), composed in by the route. */
  renderList(slot: StaffChatListSlot): ReactNode;
}

/**
 * /guide/chats, /support/chats, /management/chats: the live inbox. `view=guest` shows guest chats only and
 * `scrollToChat={id}` brings one chat into view (§2). The unread total shows in the toolbar badge and the page title.
 */
export function StaffChatsPage({ renderList }: StaffChatsPageProps) {
  const { t } = useChatTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const isActive = usePageActive();
  const unread = useUnreadCount();
  const unreadQuery = useChatUnread();
  const view = VIEWS.find((candidate) => candidate === params.get('view')) ?? 'all';
  const scrollToChat = params.get('scrollToChat');
  const base = staffBaseOf(pathname);
  const employee = session?.auth.employee;

  useUnreadTitle(t('list.title'), unread, isActive);
  useChatNotificationToasts(isActive, base);

  function chooseView(next: StaffChatView) {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('view');
    else updated.set('view', next);
    updated.delete('scrollToChat');
    setParams(updated, { replace: true });
  }

  return (
    <AppPage
      title={t('list.title')}
      end={
        <>
          <ChatUnreadBadge className="staff-chats__badge" />
          <LogoutButton />
        </>
      }
      fixed={
        <IonRefresher
          slot="fixed"
          onIonRefresh={(event) => {
            void Promise.all([
              queryClient.invalidateQueries({ queryKey: chatKeys.staffLists }),
              queryClient.invalidateQueries({ queryKey: chatKeys.staffUnread }),
            ]).finally(() => void event.detail.complete());
          }}
        >
          <IonRefresherContent refreshingSpinner="dots" />
        </IonRefresher>
      }
    >
      <div className="staff-chats">
        {employee && session && (
          <p className="staff-chats__who">
            {t('list.signedInAs')} <strong>{fullName(employee)}</strong> · <span>{t(`roles.${session.auth.role}`, { ns: 'translation' })}</span>
          </p>
        )}
        <div className="staff-chats__views" role="group" aria-label={t('list.viewLabel')}>
          {VIEWS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className="staff-chats__view"
              aria-pressed={candidate === view}
              onClick={() => chooseView(candidate)}
            >
              {t(`list.views.${candidate}`)}
            </button>
          ))}
        </div>
        <ConnectionBanner />
        <SuggestionLinks
          suggestions={unreadQuery.data?.suggestions ?? []}
          hrefOf={(suggestion) => chatPath(base, suggestion.chatnmbr, { chatSuggestion: suggestion._id })}
        />
        {renderList({ view, scrollToChat, isActive })}
      </div>
    </AppPage>
  );
}
