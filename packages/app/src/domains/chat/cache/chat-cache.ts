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

/** Who the new message is for, from the reader's side. */
export interface MessageReader {
  /** The reader wrote it. */
  isOwn: boolean;
  /** The reader has the chat open (it is read at once). */
  isOpen: boolean;
  ownId?: string;
}

/**
 * A new message in a listed chat: it becomes the chat's last message, the chat moves to the top of its list (lists
 * are sorted by the last message), and the unread count rises unless the message is the reader's own. A private note
 * never becomes the preview (the list shows the guest conversation): it only counts as unread, and marks the chat
 * when it mentions the reader.
 */
export function applyMessageToLists(queryClient: QueryClient, message: ChatMessage, { isOwn, isOpen, ownId }: MessageReader): boolean {
  let isListed = false;
  const isUnread = !isOwn && !isOpen;
  const withNote = (chat: Chat): Chat => {
    const unread = isUnread ? chat.unread + 1 : chat.unread;
    const mentioned = chat.badges.mentioned || (isUnread && !!ownId && message.mentions.includes(ownId));
    return { ...chat, unread, badges: { ...chat.badges, unread, mentioned } };
  };
  const withMessage = (chat: Chat): Chat => {
    if (chat.lastmessage && chat.lastmessage.nmbr >= message.nmbr) return chat;
    if (message.note) return withNote(chat);
    const unread = isUnread ? chat.unread + 1 : chat.unread;
    const mentioned = chat.badges.mentioned || (isUnread && !!ownId && message.mentions.includes(ownId));
    return {
      ...chat,
      chatstatus: chat.chatstatus === 'I' || chat.chatstatus === 'N' ? 'O' : chat.chatstatus,
      lastmessage: {
        nmbr: message.nmbr,
        paragraph: message.paragraph,
        timestamp: message.timestamp,
        personalinfo: message.personalinfo,
        hasAttachments: message.attachments.length > 0,
        ...(message.system ? { system: message.system } : {}),
      },
      unread,
      badges: { ...chat.badges, unread, mentioned },
    };
  };
  queryClient.setQueryData<Chat>(chatKeys.staffChat(message.chatnmbr), (chat) => (chat ? withMessage(chat) : chat));
  queryClient.setQueriesData<ChatListPages>({ queryKey: chatKeys.staffLists }, (data) => {
    if (!data) return data;
    const found = data.pages.flat().find((chat) => chat.nmbr === message.chatnmbr);
    if (!found) return data;
    isListed = true;
    const changed = withMessage(found);
    // A note leaves the chat where it is: the list's order follows the guest conversation.
    if (message.note) return { ...data, pages: data.pages.map((page) => page.map((chat) => (chat.nmbr === found.nmbr ? changed : chat))) };
    const rest = data.pages.map((page) => page.filter((chat) => chat.nmbr !== message.chatnmbr));
    const [first = [], ...others] = rest;
    return { ...data, pages: [[changed, ...first], ...others] };
  });
  return isListed;
}

/** The reader's read mark moved: no unread left for them in that chat. */
export function markChatRead(queryClient: QueryClient, nmbr: number): void {
  updateCachedChat(queryClient, nmbr, (chat) =>
    chat.unread === 0 && !chat.badges.mentioned ? chat : { ...chat, unread: 0, badges: { ...chat.badges, unread: 0, mentioned: false } },
  );
}
