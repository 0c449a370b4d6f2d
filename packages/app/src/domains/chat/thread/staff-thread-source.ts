import { staffChatApi, staffChatMessageApi, fillPath, type Chat } from '@stay/contract';
import { useMemo } from 'react';
import { uploadAttachment } from './attachments';
import { messageListQuery } from './message-query';
import type { ChatThreadSource } from './use-message-thread';
import { useServices } from '@/lib/services/services-context';

/** The staff endpoints behind the shared chat thread for chat `nmbr`. */
export function useStaffThreadSource(nmbr: number | undefined, chat: Chat | undefined) {
  const services = useServices();
  const objectkey = chat ? (chat.objectkey ?? String(chat.nmbr)) : undefined;
  return useMemo(() => {
    const chatnmbr = nmbr ?? 0;
    const source: ChatThreadSource = {
      ref: { kind: 'staff', nmbr: chatnmbr },
      chatnmbr: nmbr,
      isEnabled: nmbr !== undefined,
      list: (options, signal) =>
        services.http.call(staffChatMessageApi.list, { params: { chatnmbr }, query: messageListQuery(options), signal, silentErrors: true }),
      markAsRead: () => services.http.call(staffChatApi.markAsRead, { params: { nmbr: chatnmbr }, silentErrors: true }),
      translate: (nmbr, lang, signal) =>
        services.http.call(staffChatMessageApi.translation, { params: { chatnmbr, nmbr }, query: { lang }, signal, silentErrors: true }),
    };
    const key = objectkey ?? String(chatnmbr);
    return {
      source,
      upload: (file: File) => uploadAttachment(services, fillPath(staffChatApi.uploadAttachment.path, { objectkey: key }), file),
      attachmentPath: (filename: string) => fillPath(staffChatApi.attachment.path, { objectkey: key, filename }),
    };
  }, [services, nmbr, objectkey]);
}
