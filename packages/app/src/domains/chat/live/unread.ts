import { CHAT_REFRESH_DEBOUNCE_MS, guestChatApi, isStaffRole, type AuthSession } from '@stay/contract';
import type { RealtimeHub } from '@/lib/realtime/realtime-hub';
import type { AppServices } from '@/lib/services/create-app-services';
import { chatQueries } from '../queries';

/** The signed-in person's unread total over HTTP: a guest's chat status, or staff's GET /unread (kept in the cache). */
export async function fetchUnread(services: AppServices, auth: Pick<AuthSession, 'role'>): Promise<number> {
  if (auth.role === 'GUEST') {
    const status = await services.http.call(guestChatApi.status, { silentErrors: true });
    return status.unread;
  }
  const unread = await services.queryClient.fetchQuery({ ...chatQueries.staffUnread(services.http), staleTime: 0 });
  return unread.unread;
}

/**
 * Keeps the hub's unread total right: fetched whenever the socket (re)opens (events may have been missed), and for
 * staff again after new messages (a workgroup's colleagues get no `chat.unread` of their own), debounced.
 */
export function trackUnread(hub: RealtimeHub, services: AppServices): () => void {
  const auth = services.session.current()?.auth;
  if (!auth) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      fetchUnread(services, auth).then(
        (unread) => !isStopped && hub.setUnread(unread),
        () => undefined,
      );
    }, CHAT_REFRESH_DEBOUNCE_MS);
  };
  let previous = hub.status();
  const stopState = hub.subscribeState(() => {
    const status = hub.status();
    if (status === 'open' && previous !== 'open') refresh();
    previous = status;
  });
  const stopEvents = hub.subscribe((event) => {
    if (isStaffRole(auth.role) && (event.type === 'chat.message' || event.type === 'chat.read')) refresh();
  });
  // Right away too: the badge should not wait for the socket.
  fetchUnread(services, auth).then(
    (unread) => !isStopped && hub.setUnread(unread),
    () => undefined,
  );
  return () => {
    isStopped = true;
    clearTimeout(timer);
    stopState();
    stopEvents();
  };
}
