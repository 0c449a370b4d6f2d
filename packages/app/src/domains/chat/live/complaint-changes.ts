import { CHAT_REFRESH_DEBOUNCE_MS, isStaffRole, type RealtimeEvent } from '@stay/contract';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateSoon, keysChangedBy } from '@/domains/complaint/use-complaint-live';
import type { RealtimeHub } from '@/lib/realtime/realtime-hub';
import type { AppServices } from '@/lib/services/create-app-services';
import { chatKeys } from '../cache/chat-keys';

type ComplaintChange = Extract<RealtimeEvent, { type: 'complaint.updated' }>;

/**
 * What a complaint change makes stale besides the complaint screens' own queries: the reservation's chat, whose
 * list item and detail show the reservation's complaints by state. The chat itself at once; the inbox (every page
 * of every view) once a burst of changes has settled.
 */
export function applyComplaintChange(queryClient: QueryClient, event: ComplaintChange, refreshInbox: () => void): void {
  const keys = keysChangedBy(event.complaintnmbr);
  invalidateSoon(queryClient, event.chatnmbr === null ? keys : [...keys, chatKeys.staffChat(event.chatnmbr)]);
  refreshInbox();
}

/**
 * Keeps the inbox's complaints live while staff are signed in, whatever screen is open: a `complaint.updated` event
 * (filed, changed, reviewed, noted, planned) refetches the reservation's chat, the inbox and the complaint queries.
 */
export function trackComplaintChanges(hub: RealtimeHub, services: AppServices): () => void {
  const auth = services.session.current()?.auth;
  if (!auth || !isStaffRole(auth.role)) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refreshInbox = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void services.queryClient.invalidateQueries({ queryKey: chatKeys.staffLists }), CHAT_REFRESH_DEBOUNCE_MS);
  };
  const stop = hub.subscribe((event) => {
    if (event.type === 'complaint.updated') applyComplaintChange(services.queryClient, event, refreshInbox);
  });
  return () => {
    clearTimeout(timer);
    stop();
  };
}
