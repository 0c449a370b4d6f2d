import { managementPmsApi, managementWebhookApi } from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { pmsAdminKeys } from './queries';

/** POST /api/employee/pms/api-key: the answer holds the key, shown once. Silent: the form shows a refusal. */
export function useCreatePmsApiKey() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => http.call(managementPmsApi.createKey, { body: { name }, silentErrors: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pmsAdminKeys.apiKeys }),
  });
}

/** DELETE /api/employee/pms/api-key/{id}. A refusal is shown by the app's error presenter. */
export function useRevokePmsApiKey() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.call(managementPmsApi.revokeKey, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pmsAdminKeys.apiKeys }),
  });
}

/** POST /api/employee/webhook: the answer holds the signing secret, shown once. Silent: the form shows a refusal. */
export function useCreateWebhook() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => http.call(managementWebhookApi.create, { body: { url }, silentErrors: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pmsAdminKeys.webhooks }),
  });
}

/** DELETE /api/employee/webhook/{id}. A refusal is shown by the app's error presenter. */
export function useRemoveWebhook() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.call(managementWebhookApi.remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pmsAdminKeys.webhooks }),
  });
}
