import { chatAttachmentSchema, type ChatAttachment } from '@stay/contract';
import { OUTBOX_STORAGE_PREFIX } from '../cache/chat-storage';

export { OUTBOX_STORAGE_PREFIX };

/**
 * A message the person sent that the server has not confirmed yet. It lives in localStorage until the server
 * answers with the stored message (matched by clientId), so closing the app or losing the connection never loses it.
 * - queued: waiting to be sent (offline, or next in line);
 * - sending: a request is on its way;
 * - failed: the server refused it; the person may retry or discard it.
 */
export interface OutboxEntry {
  clientId: string;
  /** Which chat: 'guest' (the guest's own chat) or 'staff:{nmbr}'. */
  chat: string;
  paragraph: string;
  attachments: ChatAttachment[];
  mentions: string[];
  /** A private note (staff, guest chats): only staff read it. */
  note: boolean;
  createdAt: string;
  state: 'queued' | 'sending' | 'failed';
  /** Why a failed message was refused: the error code, shown in the reader's language. */
  error?: string;
}

const STATES: readonly string[] = ['queued', 'sending', 'failed'];
const isString = (value: unknown): value is string => typeof value === 'string';

/** Stored data is checked before use: a broken or foreign entry is dropped, never sent. */
function asEntry(value: unknown): OutboxEntry | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Record<string, unknown>;
  const attachments = Array.isArray(entry.attachments) ? entry.attachments.map((item) => chatAttachmentSchema.safeParse(item)) : null;
  if (
    !isString(entry.clientId) ||
    !isString(entry.chat) ||
    !isString(entry.paragraph) ||
    !isString(entry.createdAt) ||
    !isString(entry.state) ||
    !STATES.includes(entry.state) ||
    !attachments ||
    attachments.some((item) => !item.success) ||
    !Array.isArray(entry.mentions) ||
    !entry.mentions.every(isString)
  ) {
    return null;
  }
  return {
    clientId: entry.clientId,
    chat: entry.chat,
    paragraph: entry.paragraph,
    attachments: attachments.map((item) => item.data as ChatAttachment),
    mentions: entry.mentions as string[],
    note: entry.note === true,
    createdAt: entry.createdAt,
    state: entry.state as OutboxEntry['state'],
    ...(isString(entry.error) ? { error: entry.error } : {}),
  };
}

export type NewOutboxEntry = Pick<OutboxEntry, 'chat' | 'paragraph'> & { attachments?: ChatAttachment[]; mentions?: string[]; note?: boolean };

export interface Outbox {
  entries(): readonly OutboxEntry[];
  forChat(chat: string): readonly OutboxEntry[];
  add(entry: NewOutboxEntry): OutboxEntry;
  update(clientId: string, patch: Partial<Pick<OutboxEntry, 'state' | 'error'>>): void;
  remove(clientId: string): void;
  /** Removes the entries the server has confirmed (their clientIds came back on stored messages). */
  confirm(clientIds: Iterable<string | null>): void;
  subscribe(listener: () => void): () => void;
}

/** A clientId the send schema accepts (8–64 of A-Z a-z 0-9 _ -), unique enough to make a resend idempotent. */
export function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `c-${random}`;
}

function parse(text: string | null): OutboxEntry[] {
  try {
    const raw: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(raw)) return [];
    // A request that was on its way when the app closed is sent again; the clientId keeps it single.
    return raw
      .map(asEntry)
      .filter((entry): entry is OutboxEntry => entry !== null)
      .map((entry) => (entry.state === 'sending' ? { ...entry, state: 'queued' as const } : entry));
  } catch {
    return [];
  }
}

/**
 * The outbox kept in `storage` under `key`. It follows the storage: when something else changed or cleared it (a
 * sign-out clears chat data), the next read sees that.
 */
export function createOutbox(storage: Storage, key: string, now: () => Date = () => new Date()): Outbox {
  const readRaw = () => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  let raw = readRaw();
  let entries = parse(raw);
  const byChat = new Map<string, readonly OutboxEntry[]>();
  const listeners = new Set<() => void>();

  function sync() {
    const current = readRaw();
    if (current === raw) return;
    raw = current;
    entries = parse(current);
    byChat.clear();
  }

  function write(next: OutboxEntry[]) {
    entries = next;
    byChat.clear();
    try {
      if (next.length > 0) storage.setItem(key, JSON.stringify(next));
      else storage.removeItem(key);
    } catch {
      // Storage full or unavailable: the entry still lives in memory for this session.
    }
    raw = readRaw();
    for (const listener of [...listeners]) listener();
  }

  return {
    entries() {
      sync();
      return entries;
    },
    forChat(chat) {
      sync();
      let list = byChat.get(chat);
      if (!list) {
        list = entries.filter((entry) => entry.chat === chat);
        byChat.set(chat, list);
      }
      return list;
    },
    add(input) {
      sync();
      const entry: OutboxEntry = {
        clientId: newClientId(),
        chat: input.chat,
        paragraph: input.paragraph,
        attachments: input.attachments ?? [],
        mentions: input.mentions ?? [],
        note: input.note ?? false,
        createdAt: now().toISOString(),
        state: 'queued',
      };
      write([...entries, entry]);
      return entry;
    },
    update(clientId, patch) {
      sync();
      if (!entries.some((entry) => entry.clientId === clientId)) return;
      write(entries.map((entry) => (entry.clientId === clientId ? { ...entry, ...patch } : entry)));
    },
    remove(clientId) {
      sync();
      if (entries.some((entry) => entry.clientId === clientId)) write(entries.filter((entry) => entry.clientId !== clientId));
    },
    confirm(clientIds) {
      sync();
      const confirmed = new Set([...clientIds].filter((id): id is string => !!id));
      if (entries.some((entry) => confirmed.has(entry.clientId))) write(entries.filter((entry) => !confirmed.has(entry.clientId)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
