import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-websocket';
import { messageWith } from '@/test/chat-fixtures';
import { backoffDelay, createRealtimeClient, type RealtimeClientOptions } from './realtime-client';
import { createRealtimeHub } from './realtime-hub';

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  let token = 'access-1';
  const tokenListeners = new Set<() => void>();
  const network = new EventTarget();
  let isOnline = true;
  const hub = createRealtimeHub();
  const renewAccessToken = vi.fn(async () => {
    token = 'access-2';
    for (const listener of tokenListeners) listener();
  });
  const client = createRealtimeClient({
    url: 'ws://app.test/api/realtime',
    hub,
    accessToken: () => token,
    onAccessTokenChange: (listener) => {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    renewAccessToken,
    createSocket: (url) => new FakeWebSocket(url),
    network,
    isOnline: () => isOnline,
    random: () => 1,
    ...overrides,
  });
  return {
    client,
    hub,
    renewAccessToken,
    setToken(next: string) {
      token = next;
      for (const listener of tokenListeners) listener();
    },
    goOffline() {
      isOnline = false;
      network.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      isOnline = true;
      network.dispatchEvent(new Event('online'));
    },
  };
}

async function openAndReady() {
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeWebSocket.latest();
  socket.emit({ type: 'ready', role: 'GUIDE', id: 'e1' });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('authenticates with the access token as its first message and publishes events once ready', async () => {
    const { client, hub } = setup();
    const events: string[] = [];
    hub.subscribe((event) => events.push(event.type));
    client.start();
    expect(hub.status()).toBe('connecting');
    const socket = await openAndReady();
    expect(socket.url).toBe('ws://app.test/api/realtime');
    expect(socket.sent[0]).toEqual({ type: 'auth', accesstoken: 'access-1' });
    expect(hub.status()).toBe('open');
    socket.emit({ type: 'chat.message', chatnmbr: 1, message: messageWith(5) });
    socket.emit({ type: 'chat.unread', unread: 4 });
    expect(events).toEqual(['ready', 'chat.message', 'chat.unread']);
    expect(hub.unread()).toBe(4);
    client.stop();
  });

  it('ignores frames that are not contract events', async () => {
    const { client, hub } = setup();
    const listener = vi.fn();
    hub.subscribe(listener);
    client.start();
    const socket = await openAndReady();
    listener.mockClear();
    socket.onmessage?.({ data: '{"type":"chat.message","chatnmbr":"x"}' } as MessageEvent);
    socket.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(listener).not.toHaveBeenCalled();
    client.stop();
  });

  it('reconnects with exponential backoff after the line drops, and resets it once ready again', async () => {
    const { client, hub } = setup();
    client.start();
    await openAndReady();
    FakeWebSocket.latest().drop();
    expect(hub.status()).toBe('closed');
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    // The second attempt fails at once: the next wait doubles.
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    FakeWebSocket.latest().emit({ type: 'ready', role: 'GUIDE', id: 'e1' });
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    client.stop();
  });

  it('waits the longest backoff when a newer socket of the account replaced it (close 4429)', async () => {
    const { client } = setup();
    client.start();
    await openAndReady();
    FakeWebSocket.latest().drop(4429);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    client.stop();
  });

  it('comes back within a second, with no error shown, when the server restarts (close 1012)', async () => {
    let jitter = 1;
    const { client, hub } = setup({ random: () => jitter });
    client.start();
    await openAndReady();
    const statuses: string[] = [];
    hub.subscribeState(() => statuses.push(hub.status()));
    FakeWebSocket.latest().drop(1012);
    expect(hub.status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await openAndReady();
    expect(hub.status()).toBe('open');
    expect(statuses).not.toContain('closed');
    // The wait is jittered (50–100% of a second), so the sockets of one server spread over the next ones.
    jitter = 0;
    FakeWebSocket.latest().drop(1012);
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(3);
    client.stop();
  });

  it('caps the backoff at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => backoffDelay(attempt, 1_000, 30_000, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(backoffDelay(3, 1_000, 30_000, () => 0)).toBe(4_000);
  });

  it('renews an expired token through the HTTP session (close 4401) and comes back with the new one', async () => {
    const { client, renewAccessToken } = setup();
    client.start();
    await openAndReady();
    FakeWebSocket.latest().drop(4401);
    expect(renewAccessToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'auth', accesstoken: 'access-2' });
    client.stop();
  });

  it('re-authenticates the open socket after a token refresh', async () => {
    const { client, setToken } = setup();
    client.start();
    const socket = await openAndReady();
    setToken('access-9');
    expect(socket.sent).toEqual([
      { type: 'auth', accesstoken: 'access-1' },
      { type: 'auth', accesstoken: 'access-9' },
    ]);
    client.stop();
  });

  it('waits while offline and reconnects at once when the network returns', async () => {
    const { client, hub, goOffline, goOnline } = setup();
    client.start();
    await openAndReady();
    goOffline();
    expect(hub.status()).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    goOnline();
    expect(FakeWebSocket.instances).toHaveLength(2);
    client.stop();
  });

  it('pings to keep the line and replaces a line that went silent', async () => {
    const { client } = setup({ pingIntervalMs: 1_000, staleAfterMs: 2_500 });
    client.start();
    const socket = await openAndReady();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.sent).toContainEqual({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    client.stop();
  });

  it('stops for good: no reconnect after stop, status idle', async () => {
    const { client, hub } = setup();
    client.start();
    await openAndReady();
    client.stop();
    expect(hub.status()).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
