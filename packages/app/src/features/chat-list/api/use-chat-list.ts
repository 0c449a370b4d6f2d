import { CHAT_FIRST_PAGE, CHAT_LIST_PAGE_SIZE, chatSchema, employeeChatApi, type Chat } from '@stay/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { chatKeys } from '@/lib/chat/chat-keys';
import { chatStorageKey, chatStorageScope, readCached, writeCached } from '@/lib/chat/chat-storage';
import { useHttp } from '@/lib/http/use-http';
import { useSession } from '@/lib/session/use-session';

/** The inbox views: every chat, guest (reservation) chats only (§2 `view=guest`), or internal staff chats. */
export type ChatView = 'all' | 'guest' | 'internal';
export const CHAT_VIEWS: readonly ChatView[] = ['all', 'guest', 'internal'];

export function parseChatView(value: string | null): ChatView {
  return value === 'guest' || value === 'internal' ? value : 'all';
}

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
 * GET /api/employee/chat, page by page (sorted by last message). The first page is kept in localStorage under the
 * guide's location (or ANY, §6), so the inbox shows at once on the next start while the fresh one loads.
 */
export function useChatList(view: ChatView) {
  const http = useHttp();
  const session = useSession();
  const scope = chatStorageScope(session);
  const storageKey = chatStorageKey(scope, `list.${view}`);
  const cached = useMemo(() => readCached(window.localStorage, storageKey, parseChats), [storageKey]);

  const query = useInfiniteQuery({
    queryKey: chatKeys.staffList(scope, view),
    initialPageParam: CHAT_FIRST_PAGE,
    queryFn: async ({ pageParam, signal }) => {
      const page = await http.call(employeeChatApi.list, {
        query: { page: pageParam, pagesize: CHAT_LIST_PAGE_SIZE, disablepaging: false, view: view === 'all' ? undefined : view },
        signal,
        silentErrors: true,
      });
      if (pageParam === CHAT_FIRST_PAGE) writeCached(window.localStorage, storageKey, page);
      return page;
    },
    getNextPageParam: (last: Chat[], _pages, lastParam: number) => (last.length < CHAT_LIST_PAGE_SIZE ? undefined : lastParam + 1),
    initialData: cached ? { pages: [cached.value], pageParams: [CHAT_FIRST_PAGE] } : undefined,
    initialDataUpdatedAt: cached?.savedAt,
    // A stored list is shown at once but always refreshed.
    staleTime: cached ? 0 : 30_000,
    refetchOnWindowFocus: false,
  });

  // Offset pages can overlap when chats move up between page loads: each chat once, in list order.
  const chats = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages.flat() ?? []).filter((chat) => !seen.has(chat.nmbr) && seen.add(chat.nmbr));
  }, [query.data]);

  return { ...query, chats, scope };
}
