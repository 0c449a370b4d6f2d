import { staffPaymentApi, type StaffOrderPayments } from '@stay/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { staffDeliveryKeys } from './queries';

/** GET /api/employee/order/{ordernmbr}/payments: what was paid, refunded, charged back and can be refunded (support only). */
export function useOrderPayments(ordernmbr: number, isEnabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: staffDeliveryKeys.payments(ordernmbr),
    queryFn: ({ signal }) => http.call(staffPaymentApi.payments, { params: { ordernmbr }, signal, silentErrors: true }),
    enabled: isEnabled,
    // A refund or a chargeback may have come in since the sheet was last open.
    staleTime: 0,
  });
}

/** POST /api/employee/order/{ordernmbr}/refund: the answer is the order's money afterwards; the lists are fetched again. */
export function useRefundOrder(ordernmbr: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, reason }: { amount: number; reason: string }) =>
      http.call(staffPaymentApi.refund, { params: { ordernmbr }, body: { amount, reason }, silentErrors: true }),
    onSuccess: (answer: StaffOrderPayments) => {
      queryClient.setQueryData(staffDeliveryKeys.payments(ordernmbr), answer);
      void queryClient.invalidateQueries({ queryKey: staffDeliveryKeys.all });
    },
  });
}
