import { ORDER_CACHE_MAX_AGE_MS, ORDER_STATE, guestOrderApi, guestPaymentApi, type AppLanguage, type OrderView } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';
import { orderKeys } from './order-keys';

/** An order answer is kept this long; a screen revisited later loads it again. */
export const ORDER_STALE_MS = ORDER_CACHE_MAX_AGE_MS;
/** How often an order with a payment in progress is asked again, until the PSP's answer has reached the server. */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** The payment methods change only with the server's configuration. */
const PAYMENT_WAYS_STALE_MS = 30 * 60_000;

const isPaymentPending = (view: OrderView | null | undefined) => view?.order.orderstate === ORDER_STATE.paymentPending;

/** The order endpoint queries. Screens show their own loading, empty and failed states, so reads are silent. */
export const orderQueries = {
  /** GET /api/guest/order/open?orCreate=true: the cart, created when the reservation has none. */
  open: (http: HttpClient, guestId: string, lang: AppLanguage) =>
    queryOptions({
      queryKey: orderKeys.open(guestId, lang),
      queryFn: ({ signal }) => http.call(guestOrderApi.open, { query: { orCreate: true, lang }, signal, silentErrors: true }),
      staleTime: ORDER_STALE_MS,
    }),
  /** GET /{nmbr}: one order; asked again every few seconds while its payment is in progress. */
  detail: (http: HttpClient, guestId: string, lang: AppLanguage, nmbr: number) =>
    queryOptions({
      queryKey: orderKeys.detail(guestId, lang, nmbr),
      queryFn: ({ signal }) => http.call(guestOrderApi.get, { params: { nmbr }, query: { lang }, signal, silentErrors: true }),
      staleTime: ORDER_STALE_MS,
      refetchInterval: (query) => (isPaymentPending(query.state.data) ? PAYMENT_POLL_INTERVAL_MS : false),
    }),
  /** GET /api/guest/order: the reservation's orders, newest first. */
  history: (http: HttpClient, guestId: string, lang: AppLanguage) =>
    queryOptions({
      queryKey: orderKeys.history(guestId, lang),
      queryFn: ({ signal }) => http.call(guestOrderApi.list, { query: { lang }, signal, silentErrors: true }),
      staleTime: ORDER_STALE_MS,
    }),
  /** GET /api/guest/payment/ways: the active PSP's methods. */
  paymentWays: (http: HttpClient, guestId: string) =>
    queryOptions({
      queryKey: orderKeys.paymentWays(guestId),
      queryFn: ({ signal }) => http.call(guestPaymentApi.ways, { signal, silentErrors: true }),
      staleTime: PAYMENT_WAYS_STALE_MS,
    }),
  /** GET /api/guest/payment/{nmbr}: the payment the PSP sent the guest back with. */
  payment: (http: HttpClient, guestId: string, nmbr: number) =>
    queryOptions({
      queryKey: orderKeys.payment(guestId, nmbr),
      queryFn: ({ signal }) => http.call(guestPaymentApi.get, { params: { nmbr }, signal, silentErrors: true }),
      refetchInterval: (query) => (query.state.data && ['open', 'pending'].includes(query.state.data.payment.status) ? PAYMENT_POLL_INTERVAL_MS : false),
    }),
};
