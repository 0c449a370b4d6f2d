import { fillPath, guestChatApi, guestChatMessageApi } from '@stay/contract';
import { useMemo } from 'react';
import { uploadAttachment } from './attachments';
import type { ChatRef } from '../outbox/chat-outbox-service';
import { messageListQuery } from './message-query';
import type { ChatThreadSource } from './use-message-thread';
import { useServices } from '@/lib/services/services-context';

const GUEST_CHAT_REF: ChatRef = { kind: 'guest' };

/** The guest endpoints behind the shared chat thread: message list, mark as read, attachments. */
export function useGuestThreadSource(chatnmbr: number | undefined) {
  const services = useServices();
  return useMemo(() => {
    const source: ChatThreadSource = {
      ref: GUEST_CHAT_REF,
      chatnmbr,
      isEnabled: true,
      list: (options, signal) => services.http.call(guestChatMessageApi.list, { query: messageListQuery(options), signal, silentErrors: true }),
      markAsRead: () => services.http.call(guestChatApi.markAsRead, { silentErrors: true }),
      translate: (nmbr, lang, signal) => services.http.call(guestChatMessageApi.translation, { params: { nmbr }, query: { lang }, signal, silentErrors: true }),
    };
    return {
      source,
      upload: (file: File) => uploadAttachment(services, guestChatApi.uploadAttachment.path, file),
      attachmentPath: (filename: string) => fillPath(guestChatApi.attachment.path, { filename }),
    };
  }, [services, chatnmbr]);
}
