import { appLanguageOf, authApi } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';
import { accountKeys, accountQueries } from './queries';
import { updateSignedIn } from './signed-in-update';

/** GET /api/auth/checkVerification; the session's user.emailVerified follows the answer (true when it says VERIFIED). */
export function useEmailVerification() {
  const { session } = useServices();
  const query = useQuery(accountQueries.verification(useHttp()));
  const message = query.data?.message;
  useEffect(() => {
    if (!message) return;
    const emailVerified = message === 'VERIFIED';
    if (session.current()?.auth.user.emailVerified === emailVerified) return;
    updateSignedIn(session, (auth) => ({ ...auth, user: { ...auth.user, emailVerified } }));
  }, [message, session]);
  return query;
}

/** POST /api/auth/sendVerification in the language the app is shown in: SENT, or VERIFIED when it already was. */
export function useSendVerification() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: () => http.call(authApi.sendVerification, { body: { language: appLanguageOf(i18n.language) } }),
    onSuccess: ({ message }) => {
      if (message === 'VERIFIED') queryClient.setQueryData(accountKeys.verification, { message: 'VERIFIED' as const });
    },
  });
}

/**
 * POST /api/auth/verifyEmail/{token} from the mailed link; failures are the caller's to show. The link may belong to
 * another account than the one signed in here, so the signed-in one's state is asked again, not assumed.
 */
export function useVerifyEmail() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => http.call(authApi.verifyEmail, { params: { token }, silentErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.verification }),
  });
}
