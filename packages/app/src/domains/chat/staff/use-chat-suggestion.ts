import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { chatQueries } from '../queries';

export function useChatSuggestion(id: string | null) {
  return useQuery({ ...chatQueries.suggestion(useHttp(), id ?? ''), enabled: !!id });
}
