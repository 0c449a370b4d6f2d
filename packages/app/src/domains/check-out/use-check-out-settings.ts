import { managementCheckOutApi, type CheckOutSettingsInput } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { checkOutKeys, checkOutQueries } from './queries';

/** Management: the location's self check-out settings (the defaults until saved). */
export function useCheckOutSettings() {
  return useQuery(checkOutQueries.settings(useHttp()));
}

export function useSaveCheckOutSettings() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CheckOutSettingsInput) => http.call(managementCheckOutApi.saveSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(checkOutKeys.settings, saved),
  });
}
