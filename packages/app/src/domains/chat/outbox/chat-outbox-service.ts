import {
  staffChatMessageApi,
  guestChatMessageApi,
  type ChatMessage,
} from '@stay/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { HttpError } from '@/lib/http/http-error';
import type { AppServices } from '@/lib/services/create-app-services';
import { applyMessageToLists } from '../cache/chat-cache';
import { chatKeys } from '../cache/chat-keys';
import { addMessagesToCache } from '../cache/message-cache';
import { createOutbox, OUTBOX_STORAGE_PREFIX, type Outbox, type OutboxEntry } from './outbox';
import { createOutboxSender, type OutboxSender } from './outbox-sender';

/** The outbox name of a chat: the guest's own chat, or a staff chat by number. */
export type ChatRef = { kind: 'guest' } | { kind: 'staff'; nmbr: number };

export function outboxChatOf(ref: ChatRef): string {
  return ref.kind === 'guest' ? 'guest' : `staff:${ref.nmbr}`;
}

export function chatRefOf(chat: string): ChatRef | undefined {
  if (chat === 'guest') return { kind: 'guest' };
  const match = /^staff:(\d+)$/.exec(chat);
  return match ? { kind: 'staff', nmbr: Number(match[1]) } : undefined;
}

/** Where a chat's thread keeps its query data (the messages live under it). */
export function threadKeyOf(ref: ChatRef): QueryKey {
  return ref.kind === 'guest' ? chatKeys.guestChat : chatKeys.staffChat(ref.nmbr);
}

export interface ChatOutboxService {
  outbox: Outbox;
  sender: OutboxSender;
  /** Sends everything queued, in every chat (the connection came back). */
  flushAll(): Promise<void>;
}

async function sendEntry(app: AppServices, entry: OutboxEntry): Promise<ChatMessage> {
  const ref = chatRefOf(entry.chat);
  if (!ref) throw new HttpError(400, 'INVALID_INPUT', `Unknown chat '${entry.chat}'`, false);
  const body = {
    paragraph: entry.paragraph,
    attachments: entry.attachments.map((attachment) => attachment.filename),
    mentions: entry.mentions,
    clientId: entry.clientId,
    note: entry.note,
  };
  return ref.kind === 'guest'
    ? app.http.call(guestChatMessageApi.send, { body, silentErrors: true })
    : app.http.call(staffChatMessageApi.send, { params: { chatnmbr: ref.nmbr }, body, silentErrors: true });
}

/** A message the server stored for this person: put it into its thread (and, for staff, the chat lists). */
export function storeSentMessage(queryClient: QueryClient, ref: ChatRef, message: ChatMessage): void {
  const key = [...threadKeyOf(ref), 'messages'];
  if (queryClient.getQueryData(key)) addMessagesToCache(queryClient, key, [message]);
  // The history is still loading (maybe without this message): let that load finish, then add it. A load in
  // flight is not cancelled (that would lose it), and when there was none, the history is fetched now.
  else
    void queryClient
      .invalidateQueries({ queryKey: key, exact: true }, { cancelRefetch: false })
      .then(() => addMessagesToCache(queryClient, key, [message]));
  if (ref.kind === 'staff') applyMessageToLists(queryClient, message, { isOwn: true, isOpen: true });
}

const registry = new WeakMap<AppServices, Map<string, ChatOutboxService>>();

/**
 * One outbox per signed-in person (guest or staff member id), shared by every chat screen: what it holds survives a
 * reload (localStorage) and is sent when the browser is back online, whichever chat screen is open.
 */
export function chatOutboxService(app: AppServices, owner: string): ChatOutboxService {
  let owners = registry.get(app);
  if (!owners) {
    owners = new Map();
    registry.set(app, owners);
  }
  const existing = owners.get(owner);
  if (existing) return existing;

  const outbox = createOutbox(window.localStorage, `${OUTBOX_STORAGE_PREFIX}${owner}`);
  const sender = createOutboxSender({
    outbox,
    send: (entry) => sendEntry(app, entry),
    onSent(entry, message) {
      const ref = chatRefOf(entry.chat);
      if (ref) storeSentMessage(app.queryClient, ref, message);
    },
  });
  const service: ChatOutboxService = {
    outbox,
    sender,
    async flushAll() {
      const chats = new Set(outbox.entries().filter((entry) => entry.state === 'queued').map((entry) => entry.chat));
      await Promise.all([...chats].map((chat) => sender.flush(chat)));
    },
  };
  window.addEventListener('online', () => void service.flushAll());
  owners.set(owner, service);
  return service;
}
