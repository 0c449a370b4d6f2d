import { appLanguageOf, authApi, type ResetPasswordBody } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHttp } from '@/lib/http/use-http';

/**
 * The three calls of a password reset. The client shows their failures: the alerts EXPIRED_RESET_CODE,
 * INVALID_RESET_CODE, EXPIRED_RESET_HASH and INVALID_RESET_HASH; the page then moves to the step that helps.
 */
export function usePasswordReset() {
  const http = useHttp();
  const { i18n } = useTranslation();
  const request = useMutation({
    /** POST /api/auth/requestResetPassword/{email}: SENT, also for an address without account. */
    mutationFn: (email: string) =>
      http.call(authApi.requestResetPassword, { params: { email }, body: { language: appLanguageOf(i18n.language) } }),
  });
  const verifyCode = useMutation({
    /** POST /api/auth/getResetHash/{email}/{code}: the single-use reset hash. */
    mutationFn: ({ email, code }: { email: string; code: string }) => http.call(authApi.getResetHash, { params: { email, code } }),
  });
  const reset = useMutation({
    /** POST /api/auth/resetPassword: ends every session of the account. */
    mutationFn: (body: ResetPasswordBody) => http.call(authApi.resetPassword, { body }),
  });
  return { request, verifyCode, reset };
}
