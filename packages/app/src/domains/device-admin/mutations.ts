import { managementDeviceApi, type DeviceCommand, type DeviceCreateBodyInput } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { deviceAdminKeys } from './device-admin-keys';

/** POST /api/employee/domotica/create. Silent: the sheet shows a refusal beside its fields. */
export function useAddDevice() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceCreateBodyInput) => http.call(managementDeviceApi.create, { query: {}, body, silentErrors: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceAdminKeys.all }),
  });
}

/**
 * POST /api/employee/domotica/{_id}/test → the device's state as it reports it (unknown when sent but not confirmed).
 * A refusal is shown by the app's error presenter; the list is reloaded either way, since the stored state changed.
 */
export function useTestDevice() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, command }: { _id: string; command: DeviceCommand }) =>
      http.call(managementDeviceApi.test, { query: {}, params: { _id }, body: command }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: deviceAdminKeys.suites }),
  });
}

/** DELETE /api/employee/domotica/{_id}. A refusal is shown by the app's error presenter. */
export function useRemoveDevice() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => http.call(managementDeviceApi.remove, { query: {}, params: { _id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deviceAdminKeys.all }),
  });
}
