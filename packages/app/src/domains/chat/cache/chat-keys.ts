import type { QueryKey } from '@tanstack/react-query';

/** Every chat query lives under ['chat', ...] so a sign-out, a pull-to-refresh or a socket event can reach them. */
export const chatKeys = {
  all: ['chat'] as const,
  guest: ['chat', 'guest'] as const,
  guestChat: ['chat', 'guest', 'chat'] as const,
  /** Whether one of the guest's messages was read by someone else. */
  guestMessageStatus: (nmbr: number) => ['chat', 'guest', 'message-status', nmbr] as const,
  staff: ['chat', 'staff'] as const,
  /** The inbox per storage scope (guide location or ANY) and view. */
  staffLists: ['chat', 'staff', 'list'] as const,
  staffList: (scope: string, view: string) => ['chat', 'staff', 'list', scope, view] as const,
  staffUnread: ['chat', 'staff', 'unread'] as const,
  staffChat: (nmbr: number) => ['chat', 'staff', 'detail', nmbr] as const,
  staffChatRef: (ref: string) => ['chat', 'staff', 'ref', ref] as const,
  staffMembers: (nmbr: number) => ['chat', 'staff', 'detail', nmbr, 'members'] as const,
  mentions: (scope: string, nmbr: number) => ['chat', 'staff', 'mention', scope, nmbr] as const,
  colleagues: ['chat', 'staff', 'colleagues'] as const,
  availableGuides: (scope: string) => ['chat', 'staff', 'available-guides', scope] as const,
  suggestion: (id: string) => ['chat', 'staff', 'suggestion', id] as const,
  /** The messages of a chat: under the chat's own key. */
  messages: (chatKey: QueryKey) => [...chatKey, 'messages'] as const,
};
