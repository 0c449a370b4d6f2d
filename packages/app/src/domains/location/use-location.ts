import { managementLocationApi, type AppLanguage } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { locationKeys, locationQueries } from './queries';

/** The location's content language, for management; English until it is known. */
export function useLocationContentLanguage(): { contentLanguage: AppLanguage; isLoading: boolean } {
  const query = useQuery(locationQueries.contentLanguage(useHttp()));
  return { contentLanguage: query.data?.contentLanguage ?? 'en', isLoading: query.isPending };
}

/** POST /api/employee/location/content-language; a refusal is told by the app's error toast. */
export function useSetLocationContentLanguage() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentLanguage: AppLanguage) => http.call(managementLocationApi.setContentLanguage, { query: {}, body: { contentLanguage } }),
    onSuccess: (saved) => queryClient.setQueryData(locationKeys.contentLanguage, saved),
  });
}
