import { accountApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

/** POST /api/account/resetReservation/{reservation}/{resetHash}: the signed-in guest joins as extra guest. */
export function useAcceptInvite() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ reservation, resetHash }: { reservation: string; resetHash: string }) =>
      http.call(accountApi.resetReservation, { params: { reservation, resetHash } }),
  });
}
