import { CHAT_MESSAGE_PAGE_SIZE, type ChatMessage, type ChatMessageListOptions } from '@stay/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useRealtimeEvents, useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { useServices } from '@/lib/services/services-context';
import { chatOutboxService, threadKeyOf, type ChatRef } from '../outbox/chat-outbox-service';
import { addMessagesToCache, messagesForDisplay, newestNmbr, type MessagePages } from '../cache/message-cache';
import { useDebouncedCallback } from '@/lib/hooks/use-debounced-callback';
import { useLatest } from '@/lib/hooks/use-latest';
import { isDocumentVisible } from '@/lib/hooks/use-page-active';
import { useChatRefresh } from './use-chat-refresh';
import type { TranslateMessage } from '../translation/use-message-translation';

/** How a chat screen reaches its chat's messages (guest or staff endpoints). */
export interface ChatThreadSource {
  ref: ChatRef;
  /** The chat's number, to recognise its live events; undefined while the chat itself is loading. */
  chatnmbr: number | undefined;
  isEnabled: boolean;
  list(options: ChatMessageListOptions, signal?: AbortSignal): Promise<ChatMessage[]>;
  markAsRead(): Promise<unknown>;
  /** One message in a language, when the server translates chat messages. */
  translate?: TranslateMessage;
}

export interface MessageThreadOptions {
  /** The reader's person or staff member id: their own messages are not unread for them. */
  ownId: string | undefined;
  /** The page is on screen (Ionic keeps left pages mounted). */
  isActive: boolean;
  /** The reader has read everything (after a load or a mark-as-read). */
  onRead?(): void;
}

const CATCH_UP_PAGE_SIZE = 100;
const CATCH_UP_MAX_ROUNDS = 5;

/**
 * A chat's messages: the newest page first, older pages on demand (keyset: `chatmessages.nmbr=<oldest`), new ones
 * from the socket, and catch-up (`chatmessages.nmbr=>newest`) after a reconnect and on the polling fallback.
 * Messages that arrive while the page is shown are marked as read.
 */
export function useMessageThread(source: ChatThreadSource, { ownId, isActive, onRead }: MessageThreadOptions) {
  const services = useServices();
  const queryClient = useQueryClient();
  const key = useMemo(() => [...threadKeyOf(source.ref), 'messages'] as const, [source.ref]);
  const sourceRef = useLatest(source);
  const isActiveRef = useLatest(isActive);
  const onReadRef = useLatest(onRead);
  const outbox = ownId ? chatOutboxService(services, ownId).outbox : undefined;

  const query = useInfiniteQuery({
    queryKey: key,
    enabled: source.isEnabled,
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const load = () =>
        sourceRef.current.list({ before: pageParam ?? undefined, pagesize: CHAT_MESSAGE_PAGE_SIZE, markasread: isActiveRef.current }, signal);
      // The first page loads behind the thread's skeleton bubbles (which say 'Chat berichten ophalen'), never also
      // behind an overlay: one loading indicator at a time.
      const page = await load();
      outbox?.confirm(page.map((message) => message.clientId));
      if (pageParam === null && isActiveRef.current) onReadRef.current?.();
      return page;
    },
    getNextPageParam: (last: ChatMessage[]) => (last.length < CHAT_MESSAGE_PAGE_SIZE ? undefined : last[0]?.nmbr),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const markAsRead = useDebouncedCallback(() => {
    if (!isActiveRef.current || !isDocumentVisible()) return;
    sourceRef.current.markAsRead().then(
      () => onReadRef.current?.(),
      () => undefined,
    );
  }, 1_000);

  const fetchNewer = useCallback(async () => {
    const current = sourceRef.current;
    if (!current.isEnabled) return;
    const data = queryClient.getQueryData<MessagePages>(key);
    let after = newestNmbr(data);
    try {
      if (after === undefined) {
        await queryClient.refetchQueries({ queryKey: key, exact: true });
        return;
      }
      for (let round = 0; round < CATCH_UP_MAX_ROUNDS; round += 1) {
        const batch = await current.list({ after, pagesize: CATCH_UP_PAGE_SIZE, markasread: isActiveRef.current });
        addMessagesToCache(queryClient, key, batch);
        outbox?.confirm(batch.map((message) => message.clientId));
        const last = batch[batch.length - 1];
        if (batch.some((message) => !isOwn(message, ownId)) && isActiveRef.current) onReadRef.current?.();
        if (batch.length < CATCH_UP_PAGE_SIZE || !last) break;
        after = last.nmbr;
      }
    } catch {
      // Offline or refused: the next trigger tries again; the screen keeps what it has.
    }
  }, [queryClient, key, outbox, ownId, sourceRef, isActiveRef, onReadRef]);

  const refresh = useChatRefresh(() => void fetchNewer(), isActive && source.isEnabled);
  useRealtimeReconnect(refresh);

  // Coming back to the page: catch up, and mark what arrived meanwhile as read.
  useEffect(() => {
    if (isActive && source.isEnabled && queryClient.getQueryData(key)) refresh();
  }, [isActive, source.isEnabled, queryClient, key, refresh]);

  useRealtimeEvents((event) => {
    if (event.type !== 'chat.message' || event.chatnmbr !== sourceRef.current.chatnmbr) return;
    addMessagesToCache(queryClient, key, [event.message]);
    outbox?.confirm([event.message.clientId]);
    if (!isOwn(event.message, ownId)) markAsRead();
  });

  return {
    messages: messagesForDisplay(query.data),
    isLoading: query.isPending && source.isEnabled,
    isError: query.isError && !query.data,
    error: query.error,
    retry: () => void query.refetch(),
    hasOlder: query.hasNextPage,
    isLoadingOlder: query.isFetchingNextPage,
    loadOlder: () => query.fetchNextPage(),
    fetchNewer,
  };
}

export function isOwn(message: Pick<ChatMessage, 'person' | 'employee'>, ownId: string | undefined): boolean {
  return !!ownId && (message.person === ownId || message.employee === ownId);
}
