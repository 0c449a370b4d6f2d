import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { chatQueries } from '../queries';

export function useGuestChat() {
  return useQuery(chatQueries.guestChat(useHttp()));
}
