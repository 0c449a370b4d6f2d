import type { Device, Suite } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { suiteKeys, suiteQueries } from './queries';

/** The guest's suite, its devices named in the app's language. */
export function useSuite() {
  return useQuery(suiteQueries.current(useHttp(), useAppLanguage()));
}

/** Puts the states of devices a call answered into the cached suite (each cached language keeps its names). */
export function useUpdateDevices() {
  const queryClient = useQueryClient();
  return useCallback(
    (devices: Device[]) => {
      queryClient.setQueriesData<Suite>({ queryKey: suiteKeys.current }, (suite) => {
        if (!suite) return suite;
        const byId = new Map(devices.map((device) => [device._id, device]));
        return {
          ...suite,
          domoticas: suite.domoticas.map((device) => {
            const answered = byId.get(device._id);
            return answered ? { ...answered, name: device.name } : device;
          }),
        };
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
