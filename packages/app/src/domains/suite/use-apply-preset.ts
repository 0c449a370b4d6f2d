import { guestSuiteApi, type ScenePresetKey } from '@stay/contract';
import { useMutation } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { useUpdateDevices } from './use-suite';

/** POST /api/guest/accommodation/current/preset/{key}: sets every matching device; answers each device's outcome. */
export function useApplyPreset() {
  const http = useHttp();
  const lang = useAppLanguage();
  const updateDevices = useUpdateDevices();
  return useMutation({
    mutationFn: (key: ScenePresetKey) => http.call(guestSuiteApi.applyPreset, { params: { key }, query: { lang } }),
    onSuccess: (result) => updateDevices(result.results.map((outcome) => outcome.domotica)),
  });
}
