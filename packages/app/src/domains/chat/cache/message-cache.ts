import type { ChatMessage } from '@stay/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/** Pages of a chat's messages: page 0 is the newest page, each next one older (keyset `chatmessages.nmbr=<oldest`). */
export type MessagePages = InfiniteData<ChatMessage[], number | null>;

const byNmbr = (a: ChatMessage, b: ChatMessage) => a.nmbr - b.nmbr;

/**
 * Messages sort by chatmessages.nmbr and the list is reversed for display. The model is newest first (what the
 * pages hold, page after page going back in time); the screen shows it reversed, oldest at the top.
 */
export function sortNewestFirst(messages: readonly ChatMessage[]): ChatMessage[] {
  const unique = new Map<number, ChatMessage>();
  for (const message of messages) unique.set(message.nmbr, message);
  return [...unique.values()].sort((a, b) => byNmbr(b, a));
}

/** What the thread shows, top to bottom: the sorted list reversed. */
export function messagesForDisplay(data: Pick<MessagePages, 'pages'> | undefined): ChatMessage[] {
  return sortNewestFirst(data?.pages.flat() ?? []).reverse();
}

export function newestNmbr(data: Pick<MessagePages, 'pages'> | undefined): number | undefined {
  let newest: number | undefined;
  for (const page of data?.pages ?? []) for (const message of page) if (newest === undefined || message.nmbr > newest) newest = message.nmbr;
  return newest;
}

/** Adds messages (from the socket, a send or a catch-up fetch) to the newest page, once each. */
export function mergeMessages(data: MessagePages | undefined, messages: readonly ChatMessage[]): MessagePages | undefined {
  if (!data || messages.length === 0) return data;
  const known = new Set(data.pages.flatMap((page) => page.map((message) => message.nmbr)));
  const fresh = messages.filter((message) => !known.has(message.nmbr));
  if (fresh.length === 0) return data;
  const [first = [], ...rest] = data.pages;
  return { ...data, pages: [[...first, ...fresh].sort(byNmbr), ...rest] };
}

export function addMessagesToCache(queryClient: QueryClient, key: QueryKey, messages: readonly ChatMessage[]): void {
  queryClient.setQueryData<MessagePages>(key, (data) => mergeMessages(data, messages));
}
