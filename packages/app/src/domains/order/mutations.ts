import { guestOrderApi, guestPaymentApi, isPlaced, ORDER_STATE, type AppLanguage, type DeliveryAddBodyInput, type OrderView } from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { stayKeys } from '@/domains/stay/queries';
import { useHttp } from '@/lib/http/use-http';
import { useLoading } from '@/lib/loading/use-loading';
import { useOrderTranslation } from './order-i18n';
import { orderKeys } from './order-keys';
import { useOrderGuest } from './use-order-guest';

/**
 * An order the server answered with goes into the caches at once: its detail, and the cart while it is the open
 * one (open or paying). A cart that got paid or placed is no longer the open order, so the cart is loaded again.
 * The history is refetched around it.
 */
export function storeOrder(queryClient: QueryClient, guestId: string, lang: AppLanguage, view: OrderView): void {
  queryClient.setQueryData(orderKeys.detail(guestId, lang, view.order.nmbr), view);
  const open = orderKeys.open(guestId, lang);
  if (view.order.orderstate <= ORDER_STATE.paymentPending) {
    queryClient.setQueryData(open, view);
  } else if (queryClient.getQueryData<OrderView | null>(open)?.order.nmbr === view.order.nmbr) {
    void queryClient.invalidateQueries({ queryKey: open });
  }
  void queryClient.invalidateQueries({ queryKey: orderKeys.history(guestId, lang) });
  // Placing a bike order creates its rentals, which the current reservation lists (the guest's "Your bikes").
  if (isPlaced(view.order.orderstate)) void queryClient.invalidateQueries({ queryKey: stayKeys.currentReservation });
}

/**
 * Runs an order call behind the loading indicator ('Order laden') and stores the order it answers. The call gets the
 * language the order's products are to be named in.
 */
function useOrderMutation<Input>(call: (input: Input, lang: AppLanguage) => Promise<OrderView>) {
  const queryClient = useQueryClient();
  const guestId = useOrderGuest();
  const lang = useAppLanguage();
  const withLoading = useLoading();
  const { t } = useOrderTranslation();
  return useMutation({
    mutationFn: (input: Input) => withLoading(() => call(input, lang), t('loading.order')),
    onSuccess: (view) => storeOrder(queryClient, guestId, lang, view),
  });
}

/**
 * POST /{ordernmbr}/delivery: adds a product for a day to the cart. Silent: the product screen shows a sold-out day
 * or a day outside the stay beside the form.
 */
export function useAddDelivery() {
  const http = useHttp();
  return useOrderMutation(({ ordernmbr, ...body }: DeliveryAddBodyInput & { ordernmbr: number }, lang) =>
    http.call(guestOrderApi.addDelivery, { params: { ordernmbr }, query: { lang }, body: { ordernmbr, ...body }, silentErrors: true }),
  );
}

export interface DeliveryRef {
  ordernmbr: number;
  deliverynmbr: number;
}

/** POST /{ordernmbr}/delivery/{deliverynmbr}: a new amount. */
export function useUpdateDelivery() {
  const http = useHttp();
  return useOrderMutation(({ quantity, ...params }: DeliveryRef & { quantity: number }, lang) =>
    http.call(guestOrderApi.updateDelivery, { params, query: { lang }, body: { quantity } }),
  );
}

/** DELETE /{ordernmbr}/delivery/{deliverynmbr}: removes a line (and releases its rental hold). */
export function useDeleteDelivery() {
  const http = useHttp();
  return useOrderMutation((params: DeliveryRef, lang) => http.call(guestOrderApi.deleteDelivery, { params, query: { lang } }));
}

/** POST …/refreshRentalWindow: holds an expired rental again, if the day still has room. */
export function useRefreshRentalWindow() {
  const http = useHttp();
  return useOrderMutation((params: DeliveryRef, lang) => http.call(guestOrderApi.refreshRentalWindow, { params, query: { lang } }));
}

/** POST /{ordernmbr}/placeOrder: places the paid order; the answer is the order reloaded. */
export function usePlaceOrder() {
  const http = useHttp();
  return useOrderMutation((ordernmbr: number, lang) => http.call(guestOrderApi.placeOrder, { params: { ordernmbr }, query: { lang } }));
}

/**
 * POST /{ordernmbr}/pay: starts (or finds the running) payment with the chosen method and answers it with the PSP's
 * checkout URL. The order is locked while it pays, so its caches are loaded again.
 */
export function usePay() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const guestId = useOrderGuest();
  const withLoading = useLoading();
  const { t } = useOrderTranslation();
  return useMutation({
    mutationFn: ({ ordernmbr, method }: { ordernmbr: number; method: string }) =>
      withLoading(() => http.call(guestPaymentApi.pay, { params: { ordernmbr }, body: { method } }), t('loading.order')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all(guestId) }),
  });
}
