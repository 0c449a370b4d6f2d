import { guestSuiteApi, type DeviceCommand } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { suiteKeys } from './queries';
import { useUpdateDevices } from './use-suite';

/**
 * POST /api/guest/accommodation/current/domotica/{id}/control → the device's reported state. A failure is shown
 * by the client (catalogue alert); the suite is then reloaded, since the device's state is no longer known.
 */
export function useControlDevice(id: string) {
  const http = useHttp();
  const lang = useAppLanguage();
  const queryClient = useQueryClient();
  const updateDevices = useUpdateDevices();
  return useMutation({
    mutationFn: (command: DeviceCommand) => http.call(guestSuiteApi.control, { params: { id }, query: { lang }, body: command }),
    onSuccess: (device) => updateDevices([device]),
    onError: () => void queryClient.invalidateQueries({ queryKey: suiteKeys.current }),
  });
}
