import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLatest } from '@/lib/hooks/use-latest';
import { paths } from '@/lib/navigation/paths';
import { useSession } from '@/lib/session/use-session';
import { openedNotifications, type OpenedNotificationInbox } from './opened-notifications';
import type { NotificationOpenedMessage } from './notification-message';
import { parseLaunchNotification, parseNotificationOpenedMessage, toOpenedNotification } from './push-message';
import { useNotificationOpening } from './use-notification-opening';

/** Where a tapped notification waits: before sign-in, and while the app still finds its landing page. */
const isWaitingPath = (pathname: string) => pathname === paths.root || pathname === paths.login;

/**
 * Opens tapped push notifications for the signed-in person (`notification-opening.ts` says where to). One tapped while nobody is signed in (or
 * before the app has left `/` and `/login` for its landing page) waits until then; a newer tap replaces it.
 */
export function PushOpeningBridge({ inbox = openedNotifications }: { inbox?: OpenedNotificationInbox }) {
  const open = useNotificationOpening();
  const { pathname } = useLocation();
  const isSignedIn = Boolean(useSession()?.auth.accesstoken);
  const isReady = isSignedIn && !isWaitingPath(pathname);
  const waiting = useRef<NotificationOpenedMessage | null>(null);
  const readiness = useLatest(isReady);
  const latestOpen = useLatest(open);

  useEffect(
    () =>
      inbox.take((raw) => {
        const message = raw.kind === 'launch' ? parseLaunchNotification(raw.json) : parseNotificationOpenedMessage(raw.data);
        if (!message) return;
        if (readiness.current) latestOpen.current(toOpenedNotification(message));
        else waiting.current = message;
      }),
    [inbox, readiness, latestOpen],
  );

  useEffect(() => {
    const message = waiting.current;
    if (!isReady || !message) return;
    waiting.current = null;
    open(toOpenedNotification(message));
  }, [isReady, open]);

  return null;
}
