import { employeeChatApi, employeeChatMessageApi, fillPath, type Chat } from '@stay/contract';
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
        services.http.call(employeeChatMessageApi.list, { params: { chatnmbr }, query: messageListQuery(options), signal, silentErrors: true }),
      markAsRead: () => services.http.call(employeeChatApi.markAsRead, { params: { nmbr: chatnmbr }, silentErrors: true }),
    };
    const key = objectkey ?? String(chatnmbr);
    return {
      source,
      upload: (file: File) => uploadAttachment(services, fillPath(employeeChatApi.uploadAttachment.path, { objectkey: key }), file),
      attachmentPath: (filename: string) => fillPath(employeeChatApi.attachment.path, { objectkey: key, filename }),
    };
  }, [services, nmbr, objectkey]);
}
