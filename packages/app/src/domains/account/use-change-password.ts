import { staffProfileApi, guestProfileApi, type ChangePasswordBody } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/**
 * POST /profile/changePassword for the signed-in guest or staff member. The client shows INCORRECT_PASSWORD and
 * PASSWORD_MISMATCH itself; the form also marks the current password on INCORRECT_PASSWORD.
 */
export function useChangePassword(role: 'guest' | 'staff') {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => http.call(role === 'guest' ? guestProfileApi.changePassword : staffProfileApi.changePassword, { body }),
  });
}
