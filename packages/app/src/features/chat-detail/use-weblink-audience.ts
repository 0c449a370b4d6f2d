import { isGuestChatObject, type Chat } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WeblinkAudience } from '@/domains/weblink/weblink-preference';
import { staffReservationQueries } from '@/domains/staff-reservation/queries';
import { useHttp } from '@/lib/http/use-http';

/**
 * Whom a link shared in this chat reaches: for a guest chat, the suites of the stay and the main guest's language
 * (from the staff booking read, the one the booking panel shows); nothing for a team chat or until the booking is in.
 */
export function useWeblinkAudience(chat: Chat | undefined): WeblinkAudience | undefined {
  const nmbr = chat && isGuestChatObject(chat.object1) ? chat.reservation?.nmbr : undefined;
  const booking = useQuery({ ...staffReservationQueries.booking(useHttp(), nmbr ?? ''), enabled: nmbr !== undefined });
  const data = nmbr !== undefined ? booking.data : undefined;
  return useMemo(() => {
    if (!data) return undefined;
    const guest = data.guests.find((candidate) => candidate.isMainGuest) ?? data.guests[0];
    return { suiteIds: data.accommodations.map((suite) => suite._id), language: guest?.language ?? null };
  }, [data]);
}
