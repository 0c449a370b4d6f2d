import {
  CHAT_ACTIONS,
  allowedChatActions,
  staffChatApi,
  isGuestChatObject,
  type Chat,
  type ChatAction,
  type ChatActionName,
  type ChatGuardInput,
} from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import type { StoredSession } from '@/lib/session/session-store';
import { dropListedChat, storeChat } from '../cache/chat-cache';
import { chatKeys } from '../cache/chat-keys';
import { useChatActionLoadingText } from './chat-action-loading-text';
import { useConfirmChatAction } from './confirm-chat-action';

export const isChatActionName = (value: string | undefined): value is ChatActionName =>
  !!value && (CHAT_ACTIONS as readonly string[]).includes(value);

/** What the guards need, from the chat as the server answered it and the signed-in person's settings. */
export function guardInputFor(chat: Pick<Chat, 'object1' | 'membership'>, session: StoredSession | null): ChatGuardInput {
  return {
    role: session?.auth.role ?? 'UNKOWN',
    isGuestChat: isGuestChatObject(chat.object1),
    isMember: chat.membership.isMember,
    isAdmin: chat.membership.isAdmin,
    permissions: session?.settings?.permissions,
  };
}

/**
 * The settings' chat actions this person may use on this chat: an action shows when its showCondition (the guard
 * key; the action itself when absent) is allowed by the contract's guards. Unknown conditions never show.
 */
export function visibleChatActions(actions: readonly ChatAction[], input: ChatGuardInput): ChatAction[] {
  const allowed = new Set<string>(allowedChatActions(input));
  return actions.filter((action) => {
    const condition = action.showCondition ?? action.action;
    return isChatActionName(condition) && isChatActionName(action.action) && allowed.has(condition);
  });
}

/** Swipe sides: actions that open the chat afterwards (join, handle) on the start side, the rest on the end side. */
export function splitSwipeActions(actions: readonly ChatAction[]): { start: ChatAction[]; end: ChatAction[] } {
  return {
    start: actions.filter((action) => action.afterAction === 'OPEN_CHAT'),
    end: actions.filter((action) => action.afterAction !== 'OPEN_CHAT'),
  };
}

export function callChatAction(http: HttpClient, action: ChatActionName, nmbr: number): Promise<Chat> {
  const params = { nmbr };
  switch (action) {
    case 'join':
      return http.call(staffChatApi.join, { params });
    case 'leave':
      return http.call(staffChatApi.leave, { params });
    case 'handle':
      return http.call(staffChatApi.action, { params: { nmbr, action: 'handle' } });
    case 'inactivate':
      return http.call(staffChatApi.setInactive, { params });
    case 'archive':
      return http.call(staffChatApi.archive, { params });
  }
}

/**
 * Runs a settings chat action: the contract endpoint behind Ionic's loading indicator (see useChatActionLoadingText),
 * the answered chat into the caches, then OPEN_CHAT if the action says so. Answers the updated chat,
 * or undefined when the action is unknown, was not confirmed (leave, inactivate and archive ask first) or failed (the
 * HTTP client has shown the failure).
 */
export function useChatActionRunner() {
  const http = useHttp();
  const withLoading = useLoading();
  const loadingText = useChatActionLoadingText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirm = useConfirmChatAction();
  const { mutateAsync } = useMutation({
    mutationFn: ({ chat, action, name }: { chat: Chat; action: ChatAction; name: ChatActionName }) =>
      withLoading(() => callChatAction(http, name, chat.nmbr), loadingText(action, name)),
    onSuccess: (updated, { action }) => {
      // A chat one has left or archived may drop out of view; the lists refetch in the background either way.
      if (updated.chatstatus === 'C') dropListedChat(queryClient, updated.nmbr);
      storeChat(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: chatKeys.staffLists });
      void queryClient.invalidateQueries({ queryKey: chatKeys.staffUnread });
      const target = paths.staffChat(staffAreaOf(pathname), updated.nmbr);
      if (action.afterAction === 'OPEN_CHAT' && pathname !== target) navigate(target);
    },
  });
  return useCallback(
    async (chat: Chat, action: ChatAction): Promise<Chat | undefined> => {
      const name = action.action;
      if (!isChatActionName(name)) return undefined;
      if (!(await confirm(name, chatTitleOf(chat)))) return undefined;
      return mutateAsync({ chat, action, name }).catch(() => undefined);
    },
    [mutateAsync, confirm],
  );
}

/** How a chat is named in a question about it: the suite of a guest chat, or an internal chat's name. */
function chatTitleOf(chat: Chat): string {
  return (isGuestChatObject(chat.object1) ? chat.reservation?.accommodations[0]?.name : chat.chatname) ?? '';
}
