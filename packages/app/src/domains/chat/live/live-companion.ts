import type { RealtimeHub } from '@/lib/realtime/realtime-hub';
import type { AppServices } from '@/lib/services/create-app-services';
import { trackComplaintChanges } from './complaint-changes';
import { trackUnread } from './unread';

/** What runs beside the live connection for the chat: the unread total, and the inbox following complaint changes. */
export function trackChatLive(hub: RealtimeHub, services: AppServices): () => void {
  const stops = [trackUnread(hub, services), trackComplaintChanges(hub, services)];
  return () => {
    for (const stop of stops) stop();
  };
}
