import { accountApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** GET /api/account/exists/{email}: FOUND → sign in, NOT_FOUND → create an account. */
export function useAccountExists() {
  const http = useHttp();
  return useMutation({ mutationFn: (email: string) => http.call(accountApi.exists, { params: { email } }) });
}
