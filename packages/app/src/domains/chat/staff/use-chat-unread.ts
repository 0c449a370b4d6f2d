import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeHub } from '@/lib/realtime/realtime-context';
import { chatQueries } from '../queries';

/** The staff unread answer; each fetched total is handed to the live hub (tab badge and page title). */
export function useChatUnread() {
  const hub = useRealtimeHub();
  const query = useQuery(chatQueries.staffUnread(useHttp()));
  const total = query.data?.unread;
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (total !== undefined) hub.setUnread(total);
  }, [hub, total, dataUpdatedAt]);
  return query;
}
