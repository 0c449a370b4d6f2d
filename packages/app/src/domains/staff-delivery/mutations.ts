import { staffOrderDeliveryApi, type StaffDelivery, type StaffDeliveryPage } from '@stay/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { staffDeliveryKeys } from './queries';

/**
 * POST /api/employee/orderdelivery/{nmbr}/delivered: ticks a delivery off as delivered, or takes that back. The
 * answer goes into every loaded list at once; the lists are fetched again around it.
 */
export function useMarkDelivered() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nmbr, delivered }: { nmbr: number; delivered: boolean }) =>
      http.call(staffOrderDeliveryApi.markDelivered, { params: { nmbr }, body: { delivered } }),
    onSuccess: (answer: StaffDelivery) => {
      queryClient.setQueriesData<InfiniteData<StaffDeliveryPage>>({ queryKey: staffDeliveryKeys.all }, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.nmbr === answer.nmbr ? answer : item)) })),
        },
      );
      void queryClient.invalidateQueries({ queryKey: staffDeliveryKeys.all });
    },
  });
}
