import { authApi } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { accountKeys } from './queries';

/**
 * POST /api/auth/newsletter/subscribe or /unsubscribe; the answer's subscribedToNewsletter is written into the cached
 * profile of either role.
 */
export function useNewsletter() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) => http.call(subscribe ? authApi.newsletterSubscribe : authApi.newsletterUnsubscribe),
    onSuccess: ({ subscribedToNewsletter }) => {
      for (const key of [accountKeys.guestProfile, accountKeys.staffProfile]) {
        queryClient.setQueryData(key, (profile: { subscribedToNewsletter: boolean } | undefined) =>
          profile ? { ...profile, subscribedToNewsletter } : profile,
        );
      }
    },
  });
}
