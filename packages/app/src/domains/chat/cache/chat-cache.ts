import type { Chat, ChatMessage } from '@stay/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** The staff inbox pages (page numbers from 1). */
export type ChatListPages = InfiniteData<Chat[], number>;

/** Changes one chat wherever it is cached: its detail and every inbox list. Returns whether a list held it. */
export function updateCachedChat(queryClient: QueryClient, nmbr: number, update: (chat: Chat) => Chat): boolean {
  let isListed = false;
  queryClient.setQueryData<Chat>(chatKeys.staffChat(nmbr), (chat) => (chat ? update(chat) : chat));
  queryClient.setQueriesData<ChatListPages>({ queryKey: chatKeys.staffLists }, (data) => {
    if (!data) return data;
    let changed = false;
    const pages = data.pages.map((page) =>
      page.map((chat) => {
        if (chat.nmbr !== nmbr) return chat;
        changed = true;
        return update(chat);
      }),
    );
    if (changed) isListed = true;
    return changed ? { ...data, pages } : data;
  });
  return isListed;
}

/** Puts a chat the server answered (after an action) into the caches. */
export function storeChat(queryClient: QueryClient, chat: Chat): void {
  updateCachedChat(queryClient, chat.nmbr, () => chat);
  queryClient.setQueryData(chatKeys.staffChat(chat.nmbr), chat);
}

/** Removes a chat from the inbox lists (archived, or no longer visible). */
export function dropListedChat(queryClient: QueryClient, nmbr: number): void {
  queryClient.setQueriesData<ChatListPages>({ queryKey: chatKeys.staffLists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.filter((chat) => chat.nmbr !== nmbr)) } : data,
  );
}

/**
 * A new message in a listed chat: it becomes the chat's last message, the chat moves to the top of its list (lists
 * are sorted by the last message), and the unread count rises unless the message is the reader's own.
 */
export function applyMessageToLists(queryClient: QueryClient, message: ChatMessage, isOwn: boolean, isOpen: boolean): boolean {
  let isListed = false;
  const withMessage = (chat: Chat): Chat => {
    if (chat.lastmessage && chat.lastmessage.nmbr >= message.nmbr) return chat;
    const unread = isOwn || isOpen ? chat.unread : chat.unread + 1;
    return {
      ...chat,
      chatstatus: chat.chatstatus === 'I' || chat.chatstatus === 'N' ? 'O' : chat.chatstatus,
      lastmessage: {
        nmbr: message.nmbr,
        paragraph: message.paragraph,
        timestamp: message.timestamp,
        personalinfo: message.personalinfo,
        hasAttachments: message.attachments.length > 0,
      },
      unread,
      badges: { ...chat.badges, unread },
    };
  };
  queryClient.setQueryData<Chat>(chatKeys.staffChat(message.chatnmbr), (chat) => (chat ? withMessage(chat) : chat));
  queryClient.setQueriesData<ChatListPages>({ queryKey: chatKeys.staffLists }, (data) => {
    if (!data) return data;
    const found = data.pages.flat().find((chat) => chat.nmbr === message.chatnmbr);
    if (!found) return data;
    isListed = true;
    const moved = withMessage(found);
    const rest = data.pages.map((page) => page.filter((chat) => chat.nmbr !== message.chatnmbr));
    const [first = [], ...others] = rest;
    return { ...data, pages: [[moved, ...first], ...others] };
  });
  return isListed;
}

/** The reader's read mark moved: no unread left for them in that chat. */
export function markChatRead(queryClient: QueryClient, nmbr: number): void {
  updateCachedChat(queryClient, nmbr, (chat) => (chat.unread === 0 ? chat : { ...chat, unread: 0, badges: { ...chat.badges, unread: 0 } }));
}
