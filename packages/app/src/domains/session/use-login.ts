import type { LoginBody } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-session';

/** POST /api/auth/create through the session's login flow; on success it has already navigated to the landing page. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({ mutationFn: (credentials: LoginBody) => login(credentials) });
}
