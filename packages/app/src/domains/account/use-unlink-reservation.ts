import { authApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';

/**
 * POST /api/auth/unlinkReservation, then GET /api/auth/check (the guest's activeReservationId is gone). The caller
 * drops what is cached about the stay. Failures are silent here: the page shows the unlink alert.
 */
export function useUnlinkReservation() {
  const http = useHttp();
  const { session } = useServices();
  return useMutation({
    mutationFn: async () => {
      await http.call(authApi.unlinkReservation, { silentErrors: true });
      const identity = await http.call(authApi.check, { silentErrors: true }).catch(() => undefined);
      const current = session.current();
      if (identity && current) {
        session.saveSignIn({ ...current.auth, ...identity });
        if (current.settings) session.saveSettings(current.settings);
      }
    },
  });
}
