import { CHAT_LIST_PAGE_SIZE, staffChatApi } from '@stay/contract';
import { describe, expect, it, vi } from 'vitest';
import { chatWith, internalChatWith, suggestionWith } from '@/test/chat-fixtures';
import { chatListStorageKey } from '../cache/chat-storage';
import { CHAT_LIST_PATH, CHAT_UNREAD_PATH, fetchFirstViewUnread, FIRST_VIEW_PAGE_SIZE, loadFirstViewChats } from './first-view-inbox';

const answering = (status: number, body: unknown) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
const storageWith = (entries: Record<string, string> = {}) => ({ getItem: (key: string) => entries[key] ?? null });
const CHATS = [chatWith(), internalChatWith()];

describe("the inbox's first view data", () => {
  it("asks the paths and page size of the app's own inbox requests, with the access token", async () => {
    expect(CHAT_LIST_PATH).toBe(staffChatApi.list.path);
    expect(CHAT_UNREAD_PATH).toBe(staffChatApi.unread.path);
    expect(FIRST_VIEW_PAGE_SIZE).toBe(CHAT_LIST_PAGE_SIZE);
    const fetchImpl = answering(200, CHATS);
    expect(await loadFirstViewChats(storageWith(), 'L1', 'token-1', fetchImpl)).toEqual(CHATS);
    const [input, init] = fetchImpl.mock.calls[0]!;
    expect(input).toBe(`${CHAT_LIST_PATH}?page=1&pagesize=${CHAT_LIST_PAGE_SIZE}&disablepaging=false`);
    expect(new Headers(init?.headers).get('accesstoken')).toBe('token-1');
  });

  it('shows the first page the app keeps for the location without asking the server', async () => {
    const fetchImpl = answering(200, []);
    const storage = storageWith({ [chatListStorageKey('L1', 'all')]: JSON.stringify({ value: CHATS, savedAt: 1 }) });
    expect(await loadFirstViewChats(storage, 'L1', 't', fetchImpl)).toEqual(CHATS);
    expect(fetchImpl).not.toHaveBeenCalled();
    // Another location's page is not this one's.
    await loadFirstViewChats(storage, 'L2', 't', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up (the app loads it) on a refusal, a failure or an unexpected shape', async () => {
    expect(await loadFirstViewChats(storageWith(), 'L1', 't', answering(401, { code: 'UNAUTHORIZED' }))).toBeUndefined();
    expect(await loadFirstViewChats(storageWith(), 'L1', 't', answering(200, [{ nmbr: 'x' }]))).toBeUndefined();
    expect(await loadFirstViewChats(storageWith(), 'L1', 't', vi.fn(async () => Promise.reject(new TypeError('offline'))))).toBeUndefined();
    expect(await fetchFirstViewUnread('t', answering(200, { unread: 'many' }))).toBeUndefined();
  });

  it('answers the unread total and the open suggestions', async () => {
    const unread = { unread: 4, suggestions: [suggestionWith()] };
    expect(await fetchFirstViewUnread('t', answering(200, unread))).toEqual(unread);
  });
});
