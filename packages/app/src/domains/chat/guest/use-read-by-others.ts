import { guestChatMessageApi, type ChatMessage } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeEvents } from '@/lib/realtime/realtime-context';
import { chatKeys } from '../cache/chat-keys';
import { isOwn } from '../thread/use-message-thread';

/**
 * Up to which message the guest's chat has been read by someone other than the guest (a read mark covers every
 * message up to it). Starts from the read status of the guest's newest own message and follows the live
 * `chat.read` events of the others; 0 while nothing of the guest's has been read. The mark only ever moves up: a new
 * message of the guest (not read yet) never takes the "read" of the earlier ones back.
 */
export function useReadByOthers(chatnmbr: number | undefined, messages: readonly ChatMessage[], ownId: string | undefined): number {
  const http = useHttp();
  const newestOwn = messages.findLast((message) => isOwn(message, ownId))?.nmbr;
  const status = useQuery({
    queryKey: chatKeys.guestMessageStatus(newestOwn ?? 0),
    queryFn: ({ signal }) => http.call(guestChatMessageApi.status, { params: { nmbr: newestOwn! }, signal, silentErrors: true }),
    enabled: newestOwn !== undefined,
  });
  const [mark, setMark] = useState(0);
  const fromStatus = status.data?.read ? status.data.nmbr : 0;
  // Raised during render from the status answer, so "read" shows in the same frame as the answer.
  if (fromStatus > mark) setMark(fromStatus);

  useRealtimeEvents((event) => {
    if (event.type !== 'chat.read' || event.chatnmbr !== chatnmbr) return;
    if (event.person !== null && event.person === ownId) return;
    setMark((current) => Math.max(current, event.lastreadnmbr));
  });

  return Math.max(mark, fromStatus);
}
