import { isPaid, isSupportRole, type Chat } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { chatbubblesOutline } from 'ionicons/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatIonInfiniteScroll, ChatIonInfiniteScrollContent } from '@/domains/chat/components/ionic-parts';
import { InfoCard } from '@/components/info-card';
import { guardInputFor, useChatActionRunner, visibleChatActions } from '@/domains/chat/staff/chat-actions';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { applyMessageToLists, markChatRead, updateCachedChat } from '@/domains/chat/cache/chat-cache';
import { createChatFormat } from '@/lib/time/format';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { chatKeys } from '@/domains/chat/cache/chat-keys';
import { useChatRefresh } from '@/domains/chat/thread/use-chat-refresh';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session/use-session';
import type { ChatView } from '@/domains/chat/staff/chat-view';
import { useChatList } from '@/domains/chat/staff/use-chat-list';
import { ChatListItem } from './chat-list-item';
import '../chat-list.css';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';

export interface ChatListProps {
  view: ChatView;
  /** `scrollToChat`: bring this chat into view and mark it. */
  scrollToChat?: string | null;
  /** The chat open beside the list on a wide screen (its number or reservation id): marked as the current one. */
  selectedChat?: string;
  /** The screen is on top (polling and marking only then). */
  isActive: boolean;
}

/** Pages (of CHAT_LIST_PAGE_SIZE) loaded at most while looking for a chat to bring into view. */
const FIND_MAX_PAGES = 12;

function ListSkeleton() {
  const { t } = useChatTranslation();
  return (
    <ul className="chat-list chat-list--skeleton" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className="chat-entry chat-entry--skeleton">
          <Skeleton width="55%" height="18px" />
          <Skeleton width="80%" />
          <Skeleton width="65%" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The staff inbox list: live (new messages move chats up and raise their unread count without a reload), refreshed
 * every 120 s while visible as a fallback, paged by scrolling, with the permitted swipe actions on each chat.
 */
export function ChatList({ view, scrollToChat, selectedChat, isActive }: ChatListProps) {
  const { t, i18n } = useChatTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const area = staffAreaOf(pathname);
  const ownId = session?.auth.employee?._id;
  const role = session?.auth.role ?? 'UNKOWN';
  const list = useChatList(view);
  const runAction = useChatActionRunner();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const chatActions = session?.settings?.chatActions;
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const searched = useRef<{ target: string; pages: number } | null>(null);
  // The chat open beside the list is marked as the current one (and brought into view without a flash).
  const isSelected = (chat: Chat) => selectedChat !== undefined && (String(chat.nmbr) === selectedChat || chat.objectkey === selectedChat);

  const refreshSoon = useChatRefresh(() => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.staffLists });
    void queryClient.invalidateQueries({ queryKey: chatKeys.staffUnread });
  }, isActive);
  useRealtimeReconnect(refreshSoon);
  useRealtimeEvents((event) => {
    switch (event.type) {
      case 'chat.message': {
        const isListed = applyMessageToLists(queryClient, event.message, { isOwn: !!ownId && event.message.employee === ownId, isOpen: false, ownId });
        if (!isListed) refreshSoon();
        break;
      }
      case 'chat.updated':
        updateCachedChat(queryClient, event.chatnmbr, (chat) => ({
          ...chat,
          chatstatus: event.chatstatus,
          chatpriority: event.chatpriority,
          actionholder: event.actionholder,
        }));
        refreshSoon();
        break;
      case 'chat.read':
        if (ownId && event.employee === ownId) markChatRead(queryClient, event.chatnmbr);
        break;
      case 'order.updated':
        // A paid or placed order's deliveries show in its chat's expandable section.
        if (isPaid(event.orderstate)) refreshSoon();
        break;
      default:
        break;
    }
  });

  // scrollToChat: find the chat (loading a few more pages if needed), bring it into view, mark it for a moment.
  useEffect(() => {
    if (!scrollToChat || list.isPending) return;
    const target = list.chats.find((chat) => String(chat.nmbr) === scrollToChat || chat.objectkey === scrollToChat);
    if (target) {
      if (searched.current?.target === `${scrollToChat}:found`) return;
      searched.current = { target: `${scrollToChat}:found`, pages: 0 };
      setHighlighted(target.nmbr);
      requestAnimationFrame(() => document.getElementById(`chat-item-${target.nmbr}`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }));
      const timer = setTimeout(() => setHighlighted(null), 4_000);
      return () => clearTimeout(timer);
    }
    const search = searched.current?.target === scrollToChat ? searched.current : { target: scrollToChat, pages: 0 };
    searched.current = search;
    if (list.hasNextPage && !list.isFetchingNextPage && search.pages < FIND_MAX_PAGES) {
      search.pages += 1;
      void list.fetchNextPage();
    }
    return undefined;
  }, [scrollToChat, list.chats, list.isPending, list.hasNextPage, list.isFetchingNextPage, list]);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError && list.chats.length === 0) {
    return (
      <LoadFailed title={t('list.errorTitle')} retryLabel={t('common.retry')} onRetry={() => void list.refetch()} />
    );
  }
  if (list.chats.length === 0) {
    return (
      <InfoCard icon={chatbubblesOutline} title={t('list.emptyTitle')}>
        <p>{t(`list.emptyBody.${view}`)}</p>
      </InfoCard>
    );
  }

  return (
    <>
      <ul className="chat-list" aria-label={t(`list.label.${view}`)}>
        {list.chats.map((chat) => (
          <ChatListItem
            key={chat.nmbr}
            chat={chat}
            href={paths.staffChat(area, chat.nmbr)}
            actions={visibleChatActions(chatActions ?? [], guardInputFor(chat, session))}
            onAction={(target, action) => void runAction(target, action)}
            isSupport={isSupportRole(role)}
            ownId={ownId}
            format={format}
            isHighlighted={highlighted === chat.nmbr && !isSelected(chat)}
            isSelected={isSelected(chat)}
            replaceOnOpen={selectedChat !== undefined}
          />
        ))}
      </ul>
      <ChatIonInfiniteScroll
        disabled={!list.hasNextPage}
        onIonInfinite={(event) => void list.fetchNextPage().finally(() => void event.target.complete())}
      >
        <ChatIonInfiniteScrollContent loadingSpinner="dots" loadingText={t('list.loadingMore')} />
      </ChatIonInfiniteScroll>
    </>
  );
}
