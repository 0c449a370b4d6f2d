import { REALTIME_PATH, authApi } from '@stay/contract';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';
import type { AppServices } from '@/lib/services/create-app-services';
import { useServices } from '@/lib/services/services-context';
import { useSession } from '@/lib/session/use-session';
import { createRealtimeHub, type RealtimeHub, type RealtimeListener, type RealtimeStatus } from './realtime-hub';

/** Something that can be stopped: the running socket client. */
export interface RealtimeConnection {
  stop(): void;
  reconnectNow?(): void;
}

/** Starts the live connection for a signed-in person; the default loads the socket client on demand. */
export type RealtimeConnector = (hub: RealtimeHub, services: AppServices) => Promise<RealtimeConnection>;

const RealtimeContext = createContext<RealtimeHub | null>(null);

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

/** Work that runs beside a live connection (such as keeping the unread total right); answers how to stop it. */
export type RealtimeCompanion = (hub: RealtimeHub, services: AppServices) => () => void;

/**
 * The browser connector. The client module is a separate chunk, fetched only once somebody is signed in; so is the
 * companion, which `loadCompanion` fetches beside it.
 */
export function createBrowserRealtimeConnector(loadCompanion?: () => Promise<RealtimeCompanion>): RealtimeConnector {
  return async (hub, services) => {
    if (typeof WebSocket === 'undefined') return { stop: () => undefined };
    const [{ createRealtimeClient }, companion] = await Promise.all([import('./realtime-client'), loadCompanion?.()]);
    const client = createRealtimeClient({
      url: realtimeUrl(),
      hub,
      accessToken: () => services.session.tokens()?.accesstoken,
      onAccessTokenChange: (listener) => services.session.subscribe(listener),
      // An authenticated call: on 401 the HTTP client refreshes the tokens once (or ends the session).
      renewAccessToken: async () => {
        await services.http.call(authApi.check, { silentErrors: true });
      },
    });
    const stopCompanion = companion?.(hub, services);
    client.start();
    return {
      reconnectNow: () => client.reconnectNow(),
      stop() {
        stopCompanion?.();
        client.stop();
      },
    };
  };
}

export const browserRealtimeConnector: RealtimeConnector = createBrowserRealtimeConnector();

interface RealtimeProviderProps {
  children: ReactNode;
  connector?: RealtimeConnector;
  /** Share a hub with code outside React (tests, the sign-in hook). */
  hub?: RealtimeHub;
}

/** Connects while somebody is signed in; features listen through the hooks below. */
export function RealtimeProvider({ children, connector = browserRealtimeConnector, hub: givenHub }: RealtimeProviderProps) {
  const services = useServices();
  const [hub] = useState(() => givenHub ?? createRealtimeHub());
  const session = useSession();
  const auth = session?.auth;
  const person = auth ? (auth.employee?._id ?? auth.guest?._id) : undefined;
  const identity = auth?.accesstoken && person ? `${auth.role}:${person}` : null;

  useEffect(() => {
    if (!identity) return undefined;
    let connection: RealtimeConnection | undefined;
    let isCancelled = false;
    connector(hub, services).then(
      (started) => {
        if (isCancelled) started.stop();
        else connection = started;
      },
      (error: unknown) => console.warn('Realtime connection unavailable', error),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') connection?.reconnectNow?.();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      isCancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      connection?.stop();
      hub.reset();
    };
  }, [identity, connector, hub, services]);

  return <RealtimeContext.Provider value={hub}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeHub(): RealtimeHub {
  const hub = useContext(RealtimeContext);
  if (!hub) throw new Error('useRealtimeHub must be used inside <RealtimeProvider>');
  return hub;
}

/** Calls `listener` for every live event while mounted (the latest listener; no resubscribing per render). */
export function useRealtimeEvents(listener: RealtimeListener): void {
  const hub = useRealtimeHub();
  const latest = useLatest(listener);
  useEffect(() => hub.subscribe((event) => latest.current(event)), [hub, latest]);
}

export function useRealtimeStatus(): RealtimeStatus {
  const hub = useRealtimeHub();
  return useSyncExternalStore(hub.subscribeState, hub.status);
}

/** The unread total for the tab badge and the page title; null until known. */
export function useUnreadCount(): number | null {
  const hub = useRealtimeHub();
  return useSyncExternalStore(hub.subscribeState, hub.unread);
}

/** Calls `onOpen` whenever the live connection (re)opens while mounted: fetch what may have been missed. */
export function useRealtimeReconnect(onOpen: () => void): void {
  const hub = useRealtimeHub();
  const latest = useLatest(onOpen);
  useEffect(() => {
    let previous = hub.status();
    return hub.subscribeState(() => {
      const status = hub.status();
      if (status === 'open' && previous !== 'open') latest.current();
      previous = status;
    });
  }, [hub, latest]);
}
