import { OPEN_NOTIFICATION_PARAM } from './notification-message';

/**
 * A tapped notification as it reached the page, not yet checked: the JSON the app was opened with
 * (`?openNotification=`), or the data the service worker posted.
 */
export type RawOpenedNotification = { kind: 'launch'; json: string } | { kind: 'message'; data: unknown };
export type RawOpenedNotificationListener = (raw: RawOpenedNotification) => void;

/**
 * Tapped notifications on their way to the router. Collected from start-up (a message posted before anyone listens
 * would be lost) and kept until the opening code, which loads after the page, takes them. Kept free of the contract's
 * schemas, since /login loads it: the taker checks them.
 */
export interface OpenedNotificationInbox {
  /** Reads the start address and listens to the service worker; call once, before the router reads the address. */
  collect(target: Pick<Window, 'location' | 'history' | 'navigator'>): void;
  receive(raw: RawOpenedNotification): void;
  /** Hands every waiting and later notification to `listener` until the answer is called. */
  take(listener: RawOpenedNotificationListener): () => void;
}

export function createOpenedNotificationInbox(): OpenedNotificationInbox {
  const waiting: RawOpenedNotification[] = [];
  let current: RawOpenedNotificationListener | null = null;
  const inbox: OpenedNotificationInbox = {
    collect({ location, history, navigator }) {
      const query = new URLSearchParams(location.search);
      const json = query.get(OPEN_NOTIFICATION_PARAM);
      if (json !== null) {
        // The router never sees the notification in the address, so a reload does not open it again.
        query.delete(OPEN_NOTIFICATION_PARAM);
        const rest = query.toString();
        history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
        inbox.receive({ kind: 'launch', json });
      }
      const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
      if (!container) return;
      container.addEventListener('message', (event: MessageEvent) => inbox.receive({ kind: 'message', data: event.data }));
      container.startMessages();
    },
    receive(raw) {
      if (current) current(raw);
      else waiting.push(raw);
    },
    take(listener) {
      current = listener;
      for (const raw of waiting.splice(0)) listener(raw);
      return () => {
        if (current === listener) current = null;
      };
    },
  };
  return inbox;
}

/** The app's inbox (main.tsx collects into it; the push opening bridge takes from it). */
export const openedNotifications: OpenedNotificationInbox = createOpenedNotificationInbox();
