import { staffChatApi, isResolvableChatId } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../cache/chat-keys';
import { useHttp } from '@/lib/http/use-http';
import { chatQueries } from '../queries';

/** A route's chat reference: a chat number, or a reservation id (its chat is opened by objectkey). */
export type ChatReference = { kind: 'nmbr'; nmbr: number } | { kind: 'objectkey'; objectkey: string } | { kind: 'none' };

/** Resolvers skip a missing id and the string 'undefined'. */
export function parseChatReference(value: string | undefined): ChatReference {
  if (!isResolvableChatId(value)) return { kind: 'none' };
  return /^[1-9]\d{0,15}$/.test(value) ? { kind: 'nmbr', nmbr: Number(value) } : { kind: 'objectkey', objectkey: value };
}

/**
 * The chat behind /x/chats/{chat number or id}: GET /api/employee/chat/{nmbr}, or for a reservation id POST create
 * with object1 'reservation' (which answers that reservation's existing chat).
 */
export function useStaffChat(reference: ChatReference) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const byObjectKey = useQuery({
    queryKey: chatKeys.staffChatRef(reference.kind === 'objectkey' ? reference.objectkey : ''),
    enabled: reference.kind === 'objectkey',
    staleTime: Infinity,
    queryFn: async () => {
      const chat = await http.call(staffChatApi.create, {
        body: { object1: 'reservation', objectkey: reference.kind === 'objectkey' ? reference.objectkey : '' },
        silentErrors: true,
      });
      queryClient.setQueryData(chatKeys.staffChat(chat.nmbr), chat);
      return chat.nmbr;
    },
  });
  const nmbr = reference.kind === 'nmbr' ? reference.nmbr : byObjectKey.data;
  const chat = useQuery({ ...chatQueries.staffChat(http, nmbr ?? 0), enabled: nmbr !== undefined });
  return {
    nmbr,
    chat: chat.data,
    isPending: reference.kind !== 'none' && (nmbr === undefined ? byObjectKey.isPending : chat.isPending),
    error: reference.kind === 'none' ? null : (byObjectKey.error ?? chat.error),
    refetch: () => chat.refetch(),
  };
}
