import { guestSuiteApi } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { useUpdateDevices } from './use-suite';

/** POST /api/guest/accommodation/current/domotica/{id}/refresh: asks the device for its state now. */
export function useRefreshDevice(id: string) {
  const http = useHttp();
  const lang = useAppLanguage();
  const updateDevices = useUpdateDevices();
  return useMutation({
    mutationFn: () => http.call(guestSuiteApi.refresh, { params: { id }, query: { lang } }),
    onSuccess: (device) => updateDevices([device]),
  });
}
