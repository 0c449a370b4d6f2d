import { CHAT_FIRST_PAGE, CHAT_LIST_PAGE_SIZE, staffChatSuggestionApi, staffChatApi, guestChatApi, type Chat } from '@stay/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { chatKeys } from './cache/chat-keys';
import { chatListStorageKey, writeCached } from './cache/chat-storage';
import type { ChatView } from './staff/chat-view';

/** The chat's endpoint queries. Chat screens handle their failures themselves (`silentErrors`). */
export const chatQueries = {
  /** GET /api/guest/reservation/current/chat — the guest's own chat (created on first ask). */
  guestChat: (http: HttpClient) =>
    queryOptions({ queryKey: chatKeys.guestChat, queryFn: ({ signal }) => http.call(guestChatApi.get, { signal, silentErrors: true }) }),
  /** GET /api/employee/chat/{nmbr} */
  staffChat: (http: HttpClient, nmbr: number) =>
    queryOptions({
      queryKey: chatKeys.staffChat(nmbr),
      queryFn: ({ signal }): Promise<Chat> => http.call(staffChatApi.get, { params: { nmbr }, signal, silentErrors: true }),
    }),
  /** GET /api/employee/chat/{nmbr}/chatmember */
  staffMembers: (http: HttpClient, nmbr: number) =>
    queryOptions({
      queryKey: chatKeys.staffMembers(nmbr),
      queryFn: ({ signal }) => http.call(staffChatApi.members, { params: { nmbr }, signal, silentErrors: true }),
    }),
  /** GET /api/employee/chat-suggestion/{_id} — the suggestion a chat was opened with. */
  suggestion: (http: HttpClient, id: string) =>
    queryOptions({ queryKey: chatKeys.suggestion(id), queryFn: ({ signal }) => http.call(staffChatSuggestionApi.get, { params: { _id: id }, signal }) }),
  /** GET /api/employee/chat/unread: the badge total and the caller's open suggestions. */
  staffUnread: (http: HttpClient) =>
    queryOptions({ queryKey: chatKeys.staffUnread, queryFn: ({ signal }) => http.call(staffChatApi.unread, { signal, silentErrors: true }) }),
  /**
   * GET /api/employee/chat, page by page (sorted by last message). The first page is also kept in localStorage under
   * the storage scope, so the inbox shows at once on the next start.
   */
  staffList: (http: HttpClient, scope: string, view: ChatView) =>
    infiniteQueryOptions({
      queryKey: chatKeys.staffList(scope, view),
      initialPageParam: CHAT_FIRST_PAGE,
      queryFn: async ({ pageParam, signal }) => {
        const page = await http.call(staffChatApi.list, {
          query: { page: pageParam, pagesize: CHAT_LIST_PAGE_SIZE, disablepaging: false, view: view === 'all' ? undefined : view },
          signal,
          silentErrors: true,
        });
        if (pageParam === CHAT_FIRST_PAGE) writeCached(window.localStorage, chatListStorageKey(scope, view), page);
        return page;
      },
      getNextPageParam: (last: Chat[], _pages, lastParam: number) => (last.length < CHAT_LIST_PAGE_SIZE ? undefined : lastParam + 1),
      refetchOnWindowFocus: false,
    }),
};
