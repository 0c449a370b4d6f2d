import type { Device, Suite } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { suiteKeys, suiteQueries } from './queries';

export function useSuite() {
  return useQuery(suiteQueries.current(useHttp()));
}

/** Puts devices a call answered into the cached suite. */
export function useUpdateDevices() {
  const queryClient = useQueryClient();
  return useCallback(
    (devices: Device[]) => {
      queryClient.setQueryData<Suite>(suiteKeys.current, (suite) => {
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
  return useCallback(() => queryClient.invalidateQueries({ queryKey: suiteKeys.current }), [queryClient]);
}
