import { managementDeviceApi } from '@stay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';
import { deviceAdminKeys } from './device-admin-keys';

/** Management's device reads (the caller's location). Silent: the screen shows its own loading and failed states. */
export const deviceAdminQueries = {
  suites: (http: HttpClient) =>
    queryOptions({
      queryKey: deviceAdminKeys.suites,
      queryFn: ({ signal }) => http.call(managementDeviceApi.list, { query: {}, signal, silentErrors: true }),
      staleTime: 30_000,
    }),
  discovered: (http: HttpClient) =>
    queryOptions({
      queryKey: deviceAdminKeys.discovered,
      queryFn: ({ signal }) => http.call(managementDeviceApi.discovered, { query: {}, signal, silentErrors: true }),
      staleTime: 10_000,
    }),
};

/** The location's suites, each with its devices. */
export function useDeviceAdminSuites() {
  return useQuery(deviceAdminQueries.suites(useHttp()));
}

/** The devices Zigbee2MQTT (and the simulator) report; `isEnabled` false waits until the add sheet opens. */
export function useDiscoveredDevices(isEnabled: boolean) {
  return useQuery({ ...deviceAdminQueries.discovered(useHttp()), enabled: isEnabled });
}
