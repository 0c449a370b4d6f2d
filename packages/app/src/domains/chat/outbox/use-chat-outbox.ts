import type { ChatAttachment } from '@stay/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useRealtimeReconnect } from '@/lib/realtime/realtime-context';
import { useServices } from '@/lib/services/services-context';
import { chatOutboxService, outboxChatOf, type ChatRef } from './chat-outbox-service';
import type { OutboxEntry } from './outbox';

/** While something waits to be sent, look every so often whether it can go (the server may be back without an `online` event). */
export const OUTBOX_RETRY_INTERVAL_MS = 15_000;

const EMPTY: readonly OutboxEntry[] = [];
const noSubscription = () => () => undefined;

/**
 * The unsent messages of one chat, shown optimistically below the thread. Sending puts the message in the persisted
 * outbox first, then sends; it goes again when the connection returns (online event, socket reopened, periodic look).
 */
export function useChatOutbox(ref: ChatRef, ownId: string | undefined, isEnabled = true) {
  const services = useServices();
  const service = ownId ? chatOutboxService(services, ownId) : undefined;
  const chat = outboxChatOf(ref);
  const entries = useSyncExternalStore(service?.outbox.subscribe ?? noSubscription, () => service?.outbox.forChat(chat) ?? EMPTY);
  const hasQueued = entries.some((entry) => entry.state === 'queued');

  const flush = useCallback(() => {
    if (service && isEnabled) void service.sender.flush(chat);
  }, [service, chat, isEnabled]);

  useEffect(flush, [flush]);
  useRealtimeReconnect(flush);
  useEffect(() => {
    if (!hasQueued) return undefined;
    const timer = setInterval(() => {
      if (navigator.onLine !== false) flush();
    }, OUTBOX_RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hasQueued, flush]);

  const send = useCallback(
    (paragraph: string, attachments: ChatAttachment[] = [], mentions: string[] = [], options: { note?: boolean } = {}) => {
      if (!service) return;
      service.outbox.add({ chat, paragraph, attachments, mentions, note: options.note });
      flush();
    },
    [service, chat, flush],
  );

  return {
    entries,
    send,
    retry: (clientId: string) => void service?.sender.retry(clientId),
    discard: (clientId: string) => service?.outbox.remove(clientId),
  };
}
