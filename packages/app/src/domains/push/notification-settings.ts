import { staffNotificationSettingsApi, type NotificationSettings, type NotificationSettingsUpdateBody } from '@stay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';

const notificationSettingsKey = ['push', 'notification-settings'] as const;

/** GET /api/employee/notification-settings: the staff member's choice per notification type. Silent: the page shows its own failure. */
export const notificationSettingsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => http.call(staffNotificationSettingsApi.get, { signal, silentErrors: true }),
    staleTime: 60_000,
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery(useHttp()));
}

/**
 * POST /api/employee/notification-settings with the types that change. The switch moves at once; a refusal puts it
 * back (and the catalogue's toast says why).
 */
export function useUpdateNotificationSettings() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (types: NotificationSettingsUpdateBody['types']) => http.call(staffNotificationSettingsApi.update, { body: { types } }),
    onMutate: async (types) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      if (previous) queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, { types: { ...previous.types, ...types } });
      return { previous };
    },
    onError: (_error, _types, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsKey, settings),
  });
}
