import {
  REALTIME_CLOSE_SERVICE_RESTART,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_CLOSE_UNAUTHENTICATED,
  realtimeEventSchema,
  type RealtimeClientMessage,
} from '@stay/contract';
import type { RealtimeHub } from './realtime-hub';

/** The part of a WebSocket the client uses (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

const OPEN = 1;

export interface RealtimeClientOptions {
  /** ws(s)://host/api/realtime */
  url: string;
  hub: RealtimeHub;
  /** The current access token, read at every (re)connect. */
  accessToken(): string | undefined;
  /** Called when the token changes (a refresh); the client re-authenticates the open socket with it. */
  onAccessTokenChange(listener: () => void): () => void;
  /**
   * Gets a fresh access token after the server closed with 4401 (expired): an authenticated HTTP call, which the
   * HTTP client answers by refreshing the session once and retrying. Rejects when that is impossible.
   */
  renewAccessToken(): Promise<void>;
  createSocket?(url: string): SocketLike;
  /** Emits `online` / `offline` (the window). */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isOnline?(): boolean;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** The longest wait before reconnecting after the server said it restarts (1012); the wait is 50–100% of it. */
  restartReconnectMs?: number;
  pingIntervalMs?: number;
  /** A socket silent for this long is considered dead and replaced. */
  staleAfterMs?: number;
  random?(): number;
}

export interface RealtimeClient {
  start(): void;
  stop(): void;
  /** Drops any waiting and connects at once (e.g. the app came back to the foreground). */
  reconnectNow(): void;
}

export const REALTIME_BACKOFF = { initialMs: 1_000, maxMs: 30_000, restartMs: 1_000 } as const;

/** The delay before reconnect attempt `attempt` (0-based): doubling from initialMs up to maxMs, with jitter (50–100%). */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/**
 * The live connection: authenticates with the access token as the first message, publishes every event to the hub,
 * reconnects with exponential backoff, renews an expired token through the HTTP client, re-authenticates after a
 * refresh, pings to keep the line (and to notice a dead one), and waits for the network when the browser is offline.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const {
    url,
    hub,
    initialBackoffMs = REALTIME_BACKOFF.initialMs,
    maxBackoffMs = REALTIME_BACKOFF.maxMs,
    restartReconnectMs = REALTIME_BACKOFF.restartMs,
    pingIntervalMs = 25_000,
    staleAfterMs = 70_000,
    random = Math.random,
  } = options;
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target) as unknown as SocketLike);
  const network = options.network ?? (typeof window === 'undefined' ? undefined : window);
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));

  let socket: SocketLike | undefined;
  let isRunning = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let lastHeardAt = 0;
  let sentToken: string | undefined;
  let isAuthenticated = false;
  let unsubscribeToken: (() => void) | undefined;

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  function clearTimers() {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    clearInterval(pingTimer);
    pingTimer = undefined;
  }

  function dropSocket(code = 1000, reason = 'client closing') {
    const current = socket;
    socket = undefined;
    isAuthenticated = false;
    if (!current) return;
    current.onopen = current.onmessage = current.onerror = current.onclose = null;
    try {
      current.close(code, reason);
    } catch {
      // already closed
    }
  }

  function scheduleReconnect(delay = backoffDelay(attempt, initialBackoffMs, maxBackoffMs, random)) {
    clearTimeout(reconnectTimer);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  }

  function handleMessage(data: unknown) {
    lastHeardAt = Date.now();
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = realtimeEventSchema.safeParse(raw);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.type === 'ready') {
      isAuthenticated = true;
      attempt = 0;
      hub.setStatus('open');
    }
    if (event.type === 'pong') return;
    hub.publish(event);
  }

  function handleClose(code: number) {
    socket = undefined;
    isAuthenticated = false;
    clearInterval(pingTimer);
    pingTimer = undefined;
    if (!isRunning) return;
    if (!isOnline()) {
      hub.setStatus('offline');
      return;
    }
    if (code === REALTIME_CLOSE_SERVICE_RESTART) {
      // The server is shutting down on purpose: nothing is wrong, so the status stays `connecting` (nothing shown),
      // and the app comes back soon, after a jittered wait so its sockets do not all land on the next server at once.
      hub.setStatus('connecting');
      scheduleReconnect(backoffDelay(0, restartReconnectMs, restartReconnectMs, random));
      return;
    }
    hub.setStatus('closed');
    if (code === REALTIME_CLOSE_UNAUTHENTICATED) {
      // The token expired (or was refused): let the HTTP client refresh the session, then come back with the new one.
      options.renewAccessToken().then(
        () => isRunning && !socket && scheduleReconnect(attempt === 0 ? 0 : undefined),
        () => isRunning && !socket && scheduleReconnect(),
      );
      return;
    }
    if (code === REALTIME_CLOSE_TOO_MANY_SOCKETS) {
      // Replaced by a newer socket of the same account (another tab or device): coming straight back would close
      // the next oldest in turn, so wait the longest backoff.
      scheduleReconnect(maxBackoffMs);
      return;
    }
    scheduleReconnect();
  }

  function connect() {
    if (!isRunning || socket) return;
    const token = options.accessToken();
    if (!token) {
      hub.setStatus('idle');
      return;
    }
    if (!isOnline()) {
      hub.setStatus('offline');
      return;
    }
    hub.setStatus('connecting');
    let next: SocketLike;
    try {
      next = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      lastHeardAt = Date.now();
      sentToken = options.accessToken() ?? token;
      send({ type: 'auth', accesstoken: sentToken });
      clearInterval(pingTimer);
      pingTimer = setInterval(() => {
        if (Date.now() - lastHeardAt > staleAfterMs) {
          // Nothing heard for too long: the line is dead even if the socket does not know it yet.
          dropSocket(4000, 'stale');
          handleClose(1006);
          return;
        }
        send({ type: 'ping' });
      }, pingIntervalMs);
    };
    next.onmessage = (event) => handleMessage(event.data);
    next.onerror = () => undefined;
    next.onclose = (event) => {
      if (socket === next) handleClose(event.code);
    };
  }

  function onTokenChange() {
    const token = options.accessToken();
    if (!token) return;
    if (socket?.readyState === OPEN && token !== sentToken) {
      sentToken = token;
      send({ type: 'auth', accesstoken: token });
    } else if (!socket && isRunning && !isAuthenticated) {
      reconnectNow();
    }
  }

  const onOnline = () => reconnectNow();
  const onOffline = () => {
    dropSocket(1000, 'offline');
    clearTimers();
    if (isRunning) hub.setStatus('offline');
  };

  function reconnectNow() {
    if (!isRunning) return;
    if (socket) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    attempt = 0;
    connect();
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      attempt = 0;
      unsubscribeToken = options.onAccessTokenChange(onTokenChange);
      network?.addEventListener('online', onOnline);
      network?.addEventListener('offline', onOffline);
      connect();
    },
    stop() {
      if (!isRunning) return;
      isRunning = false;
      unsubscribeToken?.();
      network?.removeEventListener('online', onOnline);
      network?.removeEventListener('offline', onOffline);
      clearTimers();
      dropSocket();
      hub.setStatus('idle');
    },
    reconnectNow,
  };
}
