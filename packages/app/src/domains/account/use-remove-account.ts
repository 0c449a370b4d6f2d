import { LOGIN_PATH, authApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';

/**
 * DELETE /api/auth/removeAccount. Afterwards the device forgets everything and goes to /login. Failures are
 * silent here: the page shows the remove alert.
 */
export function useRemoveAccount() {
  const http = useHttp();
  const { clearLocalData, navigation } = useServices();
  return useMutation({
    mutationFn: () => http.call(authApi.removeAccount, { silentErrors: true }),
    onSuccess: () => {
      clearLocalData();
      navigation.navigate(LOGIN_PATH, { replace: true });
    },
  });
}
