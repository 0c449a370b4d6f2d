import { managementPmsApi, managementWebhookApi } from '@stay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { useHttp } from '@/lib/http/use-http';

/** Every query of the PMS connection lives under ['pms-admin', ...], so one pull-to-refresh reaches them all. */
export const pmsAdminKeys = {
  all: ['pms-admin'] as const,
  apiKeys: ['pms-admin', 'api-keys'] as const,
  webhooks: ['pms-admin', 'webhooks'] as const,
  deliveries: (webhookId: string) => ['pms-admin', 'webhooks', webhookId, 'deliveries'] as const,
};

/** Management's API keys and webhooks of their location. Silent: the screen shows its own states. */
export const pmsAdminQueries = {
  apiKeys: (http: HttpClient) =>
    queryOptions({ queryKey: pmsAdminKeys.apiKeys, queryFn: ({ signal }) => http.call(managementPmsApi.listKeys, { signal, silentErrors: true }) }),
  webhooks: (http: HttpClient) =>
    queryOptions({ queryKey: pmsAdminKeys.webhooks, queryFn: ({ signal }) => http.call(managementWebhookApi.list, { signal, silentErrors: true }) }),
  deliveries: (http: HttpClient, webhookId: string) =>
    queryOptions({
      queryKey: pmsAdminKeys.deliveries(webhookId),
      queryFn: ({ signal }) => http.call(managementWebhookApi.deliveries, { params: { id: webhookId }, signal, silentErrors: true }),
    }),
};

export function usePmsApiKeys() {
  return useQuery(pmsAdminQueries.apiKeys(useHttp()));
}

export function useWebhooks() {
  return useQuery(pmsAdminQueries.webhooks(useHttp()));
}

export function useWebhookDeliveries(webhookId: string) {
  return useQuery(pmsAdminQueries.deliveries(useHttp(), webhookId));
}
