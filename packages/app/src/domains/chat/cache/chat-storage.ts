import type { StoredSession } from '@/lib/session/session-store';

export const CHAT_STORAGE_PREFIX = 'stay.chats.';
/** Unsent messages, per signed-in person (see outbox.ts). */
export const OUTBOX_STORAGE_PREFIX = 'stay.chat.outbox.';
/** Chat storage keys are per guide location, or ANY for someone without one. */
export const ANY_LOCATION = 'ANY';

export function chatStorageScope(session: StoredSession | null): string {
  return session?.auth.employee?.location || ANY_LOCATION;
}

export function chatStorageKey(scope: string, name: string): string {
  return `${CHAT_STORAGE_PREFIX}${scope}.${name}`;
}

/** Where the first page of a staff inbox view is kept. */
export function chatListStorageKey(scope: string, view: string): string {
  return chatStorageKey(scope, `list.${view}`);
}

export interface CachedValue<T> {
  value: T;
  savedAt: number;
}

/** A value saved with its time; `parse` rejects what no longer fits the contract (an older app version wrote it). */
export function readCached<T>(storage: Storage, key: string, parse: (raw: unknown) => T | undefined): CachedValue<T> | undefined {
  try {
    const raw = JSON.parse(storage.getItem(key) ?? 'null') as { value?: unknown; savedAt?: unknown } | null;
    if (!raw || typeof raw.savedAt !== 'number') return undefined;
    const value = parse(raw.value);
    return value === undefined ? undefined : { value, savedAt: raw.savedAt };
  } catch {
    return undefined;
  }
}

export function writeCached(storage: Storage, key: string, value: unknown, savedAt: number = Date.now()): void {
  try {
    storage.setItem(key, JSON.stringify({ value, savedAt }));
  } catch {
    // Full or unavailable storage only costs the warm start.
  }
}

/** Logout clears local data: the cached inbox, mention and guide lists, and unsent messages. */
export function clearChatStorage(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(CHAT_STORAGE_PREFIX) || key?.startsWith(OUTBOX_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
