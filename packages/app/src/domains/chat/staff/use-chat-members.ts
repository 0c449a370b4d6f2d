import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { chatQueries } from '../queries';

export function useChatMembers(nmbr: number, isEnabled: boolean) {
  return useQuery({ ...chatQueries.staffMembers(useHttp(), nmbr), enabled: isEnabled });
}
