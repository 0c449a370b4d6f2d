import { CHAT_FIRST_PAGE, chatSchema, type Chat } from '@stay/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatListStorageKey, chatStorageScope, readCached } from '../cache/chat-storage';
import { chatQueries } from '../queries';
import type { ChatView } from './chat-view';
import { useHttp } from '@/lib/http/use-http';
import { useSession } from '@/lib/session/use-session';

function parseChats(raw: unknown): Chat[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const chats: Chat[] = [];
  for (const item of raw) {
    const parsed = chatSchema.safeParse(item);
    if (!parsed.success) return undefined;
    chats.push(parsed.data);
  }
  return chats;
}

/**
 * The staff inbox for one view. The first page stored under the guide's location (or ANY) shows at once while the
 * fresh one loads.
 */
export function useChatList(view: ChatView) {
  const http = useHttp();
  const scope = chatStorageScope(useSession());
  const cached = useMemo(() => readCached(window.localStorage, chatListStorageKey(scope, view), parseChats), [scope, view]);

  const query = useInfiniteQuery({
    ...chatQueries.staffList(http, scope, view),
    initialData: cached ? { pages: [cached.value], pageParams: [CHAT_FIRST_PAGE] } : undefined,
    initialDataUpdatedAt: cached?.savedAt,
    // A stored list is shown at once but always refreshed.
    staleTime: cached ? 0 : 30_000,
  });

  // Offset pages can overlap when chats move up between page loads: each chat once, in list order.
  const chats = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages.flat() ?? []).filter((chat) => !seen.has(chat.nmbr) && seen.add(chat.nmbr));
  }, [query.data]);

  return { ...query, chats, scope };
}
