import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { guestCheckOutApi } from '@stay/contract';
import { useHttp } from '@/lib/http/use-http';
import { useRealtimeEvents } from '@/lib/realtime/realtime-context';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { stayKeys } from '@/domains/stay/queries';
import { suiteKeys } from '@/domains/suite/queries';
import { checkOutKeys, checkOutQueries } from './queries';

/**
 * The guest's self check-out (checklist in the app's language), live: another guest of the stay checking out
 * refreshes it, the stay and the suite.
 */
export function useSelfCheckOut() {
  const queryClient = useQueryClient();
  useRealtimeEvents((event) => {
    if (event.type !== 'stay.updated' || event.reason !== 'checked-out') return;
    for (const queryKey of [checkOutKeys.guest, stayKeys.currentReservation, suiteKeys.current]) void queryClient.invalidateQueries({ queryKey });
  });
  return useQuery(checkOutQueries.status(useHttp(), useAppLanguage()));
}

/** POST /api/guest/check-out: the checklist confirmed; then the stay (controls end) and the suite are read again. */
export function useCheckOut() {
  const http = useHttp();
  const lang = useAppLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmed: number[]) => http.call(guestCheckOutApi.checkOut, { query: { lang }, body: { confirmed } }),
    onSuccess: async (status) => {
      queryClient.setQueryData(checkOutKeys.guestIn(lang), status);
      await Promise.all([stayKeys.currentReservation, suiteKeys.current].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Whether the arriving guest's suite is ready, and when it will be if it is late. */
export function useSuiteReadiness() {
  return useQuery(checkOutQueries.readiness(useHttp()));
}

/** Reads the check-out and the suite's readiness again (pull-to-refresh). */
export function useRefreshSelfCheckOut() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: checkOutKeys.guest }), [queryClient]);
}
