import { APP_VERSION, CHAT_FIRST_PAGE, HEADER, type Chat, type ChatSuggestion } from '@stay/contract';
import { chatListStorageKey } from '../cache/chat-storage';

/**
 * The paths of `staffChatApi.list` and `staffChatApi.unread`, written out: reading them from the endpoints would
 * build the contract's chat schemas, and the first view is drawn before them (a test holds them equal).
 */
export const CHAT_LIST_PATH = '/api/employee/chat';
export const CHAT_UNREAD_PATH = '/api/employee/chat/unread';
/** The inbox's page size (`CHAT_LIST_PAGE_SIZE`, held equal by the same test). */
export const FIRST_VIEW_PAGE_SIZE = 20;

/** What of a chat the inbox's first view draws: its row as the app draws it at phone width. */
export type FirstViewChat = Pick<
  Chat,
  | 'nmbr'
  | 'chatname'
  | 'chatstatus'
  | 'chatpriority'
  | 'helpRequestedAt'
  | 'object1'
  | 'unread'
  | 'lastmessage'
  | 'reservation'
  | 'deliveries'
  | 'complaints'
  | 'suggestions'
  | 'reminders'
  | 'badges'
>;

export interface FirstViewUnread {
  unread: number;
  suggestions: readonly Pick<ChatSuggestion, '_id' | 'chatnmbr' | 'title' | 'text'>[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

function isFirstViewChat(value: unknown): value is FirstViewChat {
  if (!isRecord(value) || !isRecord(value.badges)) return false;
  const { lastmessage, reservation } = value;
  return (
    typeof value.nmbr === 'number' &&
    typeof value.unread === 'number' &&
    isText(value.chatpriority) &&
    ['deliveries', 'complaints', 'suggestions', 'reminders'].every((key) => Array.isArray(value[key])) &&
    (lastmessage === null || (isRecord(lastmessage) && isText(lastmessage.timestamp) && isText(lastmessage.paragraph))) &&
    (reservation === null || (isRecord(reservation) && Array.isArray(reservation.accommodations) && isText(reservation.startDateTime) && isText(reservation.endDateTime)))
  );
}

const isChatPage = (value: unknown): value is FirstViewChat[] => Array.isArray(value) && value.every(isFirstViewChat);

function isFirstViewUnread(value: unknown): value is FirstViewUnread {
  return (
    isRecord(value) &&
    typeof value.unread === 'number' &&
    Array.isArray(value.suggestions) &&
    value.suggestions.every((suggestion) => isRecord(suggestion) && isText(suggestion._id) && isText(suggestion.title) && isText(suggestion.text))
  );
}

async function fetchJson<T>(path: string, accessToken: string, isExpected: (value: unknown) => value is T, fetchImpl: typeof fetch): Promise<T | undefined> {
  try {
    const response = await fetchImpl(path, {
      headers: { [HEADER.appVersion]: APP_VERSION, [HEADER.accessToken]: accessToken, accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isExpected(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The inbox's first page (every chat) as the app would show it first: the page the app keeps under the storage
 * scope, or else one plain request. undefined when neither can be used: the app then loads it itself.
 */
export function loadFirstViewChats(storage: Pick<Storage, 'getItem'>, scope: string, accessToken: string, fetchImpl: typeof fetch = fetch): Promise<FirstViewChat[] | undefined> {
  try {
    const stored = JSON.parse(storage.getItem(chatListStorageKey(scope, 'all')) ?? 'null') as { value?: unknown } | null;
    if (isChatPage(stored?.value)) return Promise.resolve(stored.value);
  } catch {
    // Unreadable storage: ask the server.
  }
  const query = new URLSearchParams({ page: String(CHAT_FIRST_PAGE), pagesize: String(FIRST_VIEW_PAGE_SIZE), disablepaging: 'false' });
  return fetchJson(`${CHAT_LIST_PATH}?${query}`, accessToken, isChatPage, fetchImpl);
}

/** The unread total and the caller's open suggestions, with one plain request; undefined when unusable. */
export function fetchFirstViewUnread(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<FirstViewUnread | undefined> {
  return fetchJson(CHAT_UNREAD_PATH, accessToken, isFirstViewUnread, fetchImpl);
}
