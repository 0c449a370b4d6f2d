import { useIonViewWillEnter } from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppLanguage } from '@/lib/i18n/use-app-language';
import { useHttp } from '@/lib/http/use-http';
import { orderKeys } from './order-keys';
import { orderQueries } from './queries';
import { useOrderGuest } from './use-order-guest';

/** The cart: the current reservation's open order (created on first use). */
export function useOpenOrder() {
  const guestId = useOrderGuest();
  return useQuery({ ...orderQueries.open(useHttp(), guestId, useAppLanguage()), enabled: !!guestId });
}

/** One order; polled while its payment is in progress. */
export function useOrder(nmbr: number) {
  const guestId = useOrderGuest();
  return useQuery({ ...orderQueries.detail(useHttp(), guestId, useAppLanguage(), nmbr), enabled: !!guestId && nmbr > 0 });
}

/** The reservation's orders, newest first. */
export function useOrderHistory() {
  const guestId = useOrderGuest();
  return useQuery({ ...orderQueries.history(useHttp(), guestId, useAppLanguage()), enabled: !!guestId });
}

/** The payment methods of the active PSP (loaded when the guest is about to pay). */
export function usePaymentWays(options: { enabled?: boolean } = {}) {
  const guestId = useOrderGuest();
  return useQuery({ ...orderQueries.paymentWays(useHttp(), guestId), enabled: !!guestId && (options.enabled ?? true) });
}

/** The payment the PSP sent the guest back with (none when `nmbr` is undefined). */
export function usePayment(nmbr: number | undefined) {
  const guestId = useOrderGuest();
  return useQuery({ ...orderQueries.payment(useHttp(), guestId, nmbr ?? 0), enabled: !!guestId && !!nmbr });
}

/**
 * Ionic keeps a page mounted after the guest leaves it, so a revisit is not a new mount: on every return to the page
 * the order answers older than ORDER_STALE_MS (5 minutes) are loaded again.
 */
export function useOrderRevisit(): void {
  const queryClient = useQueryClient();
  const guestId = useOrderGuest();
  useIonViewWillEnter(() => {
    if (guestId) void queryClient.refetchQueries({ queryKey: orderKeys.all(guestId), type: 'active', stale: true });
  }, [guestId, queryClient]);
}

/** Pull-to-refresh: every order answer of the guest, loaded again. */
export function useRefreshOrders(): () => Promise<void> {
  const queryClient = useQueryClient();
  const guestId = useOrderGuest();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all(guestId) });
}
