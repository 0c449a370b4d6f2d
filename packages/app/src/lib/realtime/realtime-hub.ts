import type { RealtimeEvent } from '@stay/contract';

/**
 * - `idle`: not signed in, nothing to connect;
 * - `connecting`: opening the socket or waiting for `ready`;
 * - `open`: authenticated, events arrive;
 * - `closed`: lost, a reconnect is scheduled;
 * - `offline`: the browser says there is no network; reconnects when it returns.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'offline';
export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Where the live events meet the features: the socket client publishes, features subscribe. Kept tiny and free of
 * the client itself, which is only loaded after sign-in. Also holds the signed-in person's unread total (the tab
 * badge and the page title), fed by `chat.unread` events and by whichever feature fetched it over HTTP.
 */
export interface RealtimeHub {
  subscribe(listener: RealtimeListener): () => void;
  publish(event: RealtimeEvent): void;
  status(): RealtimeStatus;
  setStatus(status: RealtimeStatus): void;
  /** The unread total, or null until something told us. */
  unread(): number | null;
  setUnread(unread: number | null): void;
  /** Status and unread changes (for useSyncExternalStore). */
  subscribeState(listener: () => void): () => void;
  /** Back to the signed-out state. */
  reset(): void;
}

export function createRealtimeHub(): RealtimeHub {
  const listeners = new Set<RealtimeListener>();
  const stateListeners = new Set<() => void>();
  let status: RealtimeStatus = 'idle';
  let unread: number | null = null;
  const notify = () => {
    for (const listener of [...stateListeners]) listener();
  };
  const setUnread = (next: number | null) => {
    const value = next === null ? null : Math.max(0, next);
    if (value === unread) return;
    unread = value;
    notify();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event) {
      if (event.type === 'chat.unread') setUnread(event.unread);
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('Realtime listener failed', error);
        }
      }
    },
    status: () => status,
    setStatus(next) {
      if (next === status) return;
      status = next;
      notify();
    },
    unread: () => unread,
    setUnread,
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    reset() {
      status = 'idle';
      unread = null;
      notify();
    },
  };
}
