import { guestAccommodationApi, type Domotica, type Suite } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';

export const suiteKey = ['guest', 'accommodation', 'current'] as const;
const SUITE_REFRESH_MS = 60_000;

/** GET /api/guest/accommodation/current: the suite, its devices with honest states, and the controls window. */
export function useSuite() {
  const http = useHttp();
  return useQuery({
    queryKey: suiteKey,
    queryFn: ({ signal }) => http.call(guestAccommodationApi.current, { signal }),
    // Device states age: ask again every minute while the screen is visible.
    refetchInterval: SUITE_REFRESH_MS,
  });
}

/** Puts devices a call answered into the cached suite. */
export function useUpdateDevices() {
  const queryClient = useQueryClient();
  return useCallback(
    (devices: Domotica[]) => {
      queryClient.setQueryData<Suite>(suiteKey, (suite) => {
        if (!suite) return suite;
        const byId = new Map(devices.map((device) => [device._id, device]));
        return { ...suite, domoticas: suite.domoticas.map((device) => byId.get(device._id) ?? device) };
      });
    },
    [queryClient],
  );
}

/** Reloads the suite (pull-to-refresh of the page that shows the controls). */
export function useRefreshSuite() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: suiteKey }), [queryClient]);
}
